import torch
from torch import nn

class MLP(nn.Module):  # 定义一个多层感知机（MLP）模型，继承父类nn.Module
    def __init__(self):  # 初始化函数
        super().__init__()  # 调用父类的初始化函数
        self.fc1 = nn.Linear(4, 10)  # 输入层到隐藏层
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(10, 3)  # 隐藏层到输出层

    def forward(self, x):
        out = self.fc1(x)  # self.fc1 是一个对象：这里调用的是它的 __call__
        out = self.relu(out)
        out = self.fc2(out)
        return out

def before(module, inputs):
    print("前向预钩子：forward 之前")

def after(module, inputs, output):
    print("前向钩子：forward 之后，输出形状", tuple(output.shape))

model = MLP()
model.register_forward_pre_hook(before)
model.register_forward_hook(after)
x = torch.rand(1, 4)
y = model(x)
print(y.shape)
