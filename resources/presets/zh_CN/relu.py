import torch
from torch import nn

x = torch.tensor([-2.0, -0.5, 0.0, 1.5])
relu = nn.ReLU()            # 一个对象……
print(relu(x))              # ……像函数一样调用：ReLU.__call__ → forward
print(torch.relu(x))        # 它封装的普通函数
print(isinstance(relu, nn.Module), callable(relu))
