"""The Hardware tab and its pages: CPU & GPU, Live, Throughput, VRAM."""
