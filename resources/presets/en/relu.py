import torch
from torch import nn

x = torch.tensor([-2.0, -0.5, 0.0, 1.5])
relu = nn.ReLU()            # an object...
print(relu(x))              # ...called like a function: ReLU.__call__ → forward
print(torch.relu(x))        # the plain function it wraps
print(isinstance(relu, nn.Module), callable(relu))
