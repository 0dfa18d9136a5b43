class Adder:
    def __init__(self, amount):
        self.amount = amount

    def __call__(self, value, times=1):
        return value + self.amount * times

add_ten = Adder(10)
print(add_ten(3))            # 输出: 13
print(add_ten(3, times=2))   # 输出: 23
print(callable(add_ten), callable(42))
