import torch
from torch import nn

class MLP(nn.Module):  # a multilayer perceptron (MLP); it inherits from nn.Module
    def __init__(self):  # the initialiser
        super().__init__()  # nn.Module's own set-up first
        self.fc1 = nn.Linear(4, 10)  # input layer to hidden layer
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(10, 3)  # hidden layer to output layer

    def forward(self, x):
        out = self.fc1(x)  # self.fc1 is an object: this runs its __call__
        out = self.relu(out)
        out = self.fc2(out)
        return out

def before(module, inputs):
    print("pre-hook: before forward")

def after(module, inputs, output):
    print("hook: after forward, output shape", tuple(output.shape))

model = MLP()
model.register_forward_pre_hook(before)
model.register_forward_hook(after)
x = torch.rand(1, 4)
y1 = model(x)          # __call__: hooks run
y2 = model.forward(x)  # forward only: no hook output
print(torch.equal(y1, y2))
