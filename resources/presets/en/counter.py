# A __call__ method without arguments
class Counter:
    def __init__(self):
        self.count = 0

    def __call__(self):
        self.count += 1
        return self.count

# Using it
counter = Counter()
print(counter())  # prints: 1
print(counter())  # prints: 2
print(counter.count)  # prints: 2
