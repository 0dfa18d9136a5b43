class Memo:
    def __init__(self, function):
        self.function = function
        self.cache = {}

    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.function(n)
        return self.cache[n]

@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(30), "缓存的值个数：", len(fib.cache))
