"""The __call__ tab and its pages: the lab and the quick demo."""
