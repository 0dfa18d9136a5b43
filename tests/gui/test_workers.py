"""Long work runs in workers; an error reaches the page as one sentence."""


def test_a_gpu_without_kernels_in_this_build_ends_the_run_with_one_sentence(qtbot, runner):
    """A card that passed every check and still has no kernel: the page gets the lesson's
    sentence, never the raw CUDA error."""
    said: list[str] = []

    def run_on_the_card(_report, _stop):
        raise RuntimeError("CUDA error: no kernel image is available for execution on the device")

    runner.start(run_on_the_card, lambda _result: None, said.append)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said[0].startswith("This PyTorch has no kernels for this GPU")
    assert "run on the CPU" in said[0]


def test_any_other_error_keeps_its_type_and_words(qtbot, runner):
    said: list[str] = []

    def fail(_report, _stop):
        raise ValueError("epochs must be from 1")

    runner.start(fail, lambda _result: None, said.append)
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    assert said == ["ValueError: epochs must be from 1"]
