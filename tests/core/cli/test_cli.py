"""The command line: info and train, JSON output, and one-line errors with exit code 2."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from gui.main import main


def test_train_json_reports_time_per_epoch_loss_and_accuracy(capsys):
    assert main(["train", "--epochs", "300", "--record-every", "100", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "finished" and data["epochs_completed"] == 300
    assert data["recorded_epochs"] == [100, 200, 300]
    assert data["us_per_epoch"] > 0 and data["final_loss"] > 0
    assert 0 <= data["test_accuracy"] <= 1 and data["cpu_threads"] >= 1


def test_train_uses_and_reports_the_threads_asked_for(capsys):
    assert main(["train", "--epochs", "50", "--threads", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["config"]["threads"] == 1 and data["cpu_threads"] == 1
    assert main(["train", "--epochs", "50"]) == 0
    assert "CPU threads      1 (auto: chosen for the work)" in capsys.readouterr().out


def test_train_text_output(capsys):
    assert main(["train", "--epochs", "100"]) == 0
    out = capsys.readouterr().out
    for words in ("training time", "per epoch", "final loss", "test accuracy", "CPU threads"):
        assert words in out


def test_diverging_run_exits_1_and_reports_the_exploded_loss(capsys):
    assert main(["train", "--lr", "1000", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "diverged" and "learning rate 1000" in data["message"]
    assert data["final_loss"] > 100  # over 100× the first loss (about 1.1)
    assert data["test_accuracy"] is None


def test_info_json_has_cpu_and_gpu(capsys, tmp_path):
    assert main(["info", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["cpu"]["logical_threads"] >= 1
    assert set(data["cpu_name"]) >= {"vendor", "family", "generation", "tier", "suffix"}
    assert all(isinstance(text, str) for text in data["cpu_name"]["explanations"].values())
    assert data["gpu"]["torch_version"]
    assert data["gpu"]["problem"] or data["gpu"]["devices"]
    standing = data["standings"]  # no run kept here yet: the references alone, and why
    assert [e["source"] for e in standing["entries"]] == ["reported", "measured"] * 2
    assert standing["summary"][0].startswith("No comparable run of this machine yet")
    assert not (tmp_path / "runs.sqlite3").exists() and not list(
        tmp_path.glob("app-data/**/*.sqlite*")
    )


@pytest.fixture
def faked_gpu(monkeypatch):
    """NVML answers for one RTX 3080 Ti whose power reading is not supported; torch sees none."""
    import torch
    from fake_nvml import NOT_SUPPORTED, FakeNvml

    from core.hardware import nvml

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(
        nvml, "import_pynvml", lambda: FakeNvml().fail("nvmlDeviceGetPowerUsage", NOT_SUPPORTED)
    )


def test_info_json_carries_live_gpu_readings_cores_and_vram_fits(capsys, faked_gpu):
    assert main(["info", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    (sample,) = data["nvml"]["gpus"]
    assert sample["temperature_c"] == 61 and sample["multiprocessors"] == 80
    assert sample["power_w"] is None and "Not supported" in sample["unavailable"]["power_w"]
    assert sample["processes"][0]["pid"] == 4242
    assert data["nvml"]["driver"] == "550.54.14"
    assert data["gpu"]["devices"][0]["name_decoded"]["tier"] == 80
    assert {"performance_cores", "efficiency_cores", "core_kinds_note"} <= set(data["cpu"])
    assert len(data["cpu_cores_now"]["percent"]) == data["cpu"]["logical_threads"]
    rows = {(row["preset"], row["dtype"]): row for row in data["vram_presets"]}
    assert rows[("llm_7b", "bf16")]["fits"] == {"NVIDIA GeForce RTX 3080 Ti": False}
    assert rows[("resnet50", "fp32")]["fits"] == {"NVIDIA GeForce RTX 3080 Ti": True}
    assert "throughput" not in data


def test_info_text_names_why_a_reading_is_missing(capsys, faked_gpu):
    assert main(["info"]) == 0
    out = capsys.readouterr().out
    assert "temperature      61 °C" in out
    assert "power            N/A (Not supported" in out
    assert "PCIe copies now  901.1 MB/s to the GPU, 256.0 kB/s from it" in out


@pytest.fixture
def old_card(monkeypatch):
    """torch as a CUDA 12.8 build for Turing and later that sees a GTX 1060 (Pascal)."""
    from fake_cards import GTX_1060, see_one_card
    from fake_nvml import FakeGpu, FakeNvml

    from core.hardware import nvml

    see_one_card(monkeypatch, GTX_1060, ["sm_75", "sm_80", "sm_90"])
    gpu = FakeGpu(GTX_1060.name, 6, architecture=4)
    monkeypatch.setattr(nvml, "import_pynvml", lambda: FakeNvml([gpu]))


def test_info_says_which_card_this_build_cannot_run_on_in_text_and_json(capsys, old_card):
    assert main(["info"]) == 0
    out = capsys.readouterr().out
    assert "kernels for      sm_75, sm_80, sm_90" in out
    assert "! This PyTorch has no kernels for the NVIDIA GeForce GTX 1060 6GB (Pascal" in out
    assert "what to do:      This PyTorch no longer supports a card this old" in out
    assert main(["info", "--json"]) == 0
    (device,) = json.loads(capsys.readouterr().out)["gpu"]["devices"]
    assert "sm_61" in device["unsupported"]["advice"] and not device["usable_by_torch"]
    with pytest.raises(SystemExit) as stopped:  # never offered for a run that would fail
        main(["train", "--device", "cuda:0", "--epochs", "1"])
    assert stopped.value.code == 2 and "--device must be one of cpu" in capsys.readouterr().err


def test_info_says_it_in_chinese(capsys, old_card):
    assert main(["info", "--lang", "zh_CN"]) == 0
    assert "没有适用于 NVIDIA GeForce GTX 1060 6GB" in capsys.readouterr().out


def test_info_throughput_measures_every_device(capsys, monkeypatch):
    monkeypatch.setattr("core.hardware.devices.available_devices", lambda: ["cpu"])
    assert main(["info", "--throughput", "--json"]) == 0
    bench = json.loads(capsys.readouterr().out)["throughput"]
    assert [m["case"] for m in bench["measurements"]] == ["matmul"] * 3 + ["host RAM copy"]
    assert all(m["warmup_s"] > 0 for m in bench["measurements"])
    assert bench["summary"][0].startswith("The CPU multiplies 2048×2048")


def test_info_text(capsys):
    assert main(["info"]) == 0
    out = capsys.readouterr().out
    assert "logical threads" in out and "PyTorch" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["train", "--epochs", "0"], "--epochs must be an integer from 1 to 10,000,000"),
        (["train", "--epochs", "many"], "--epochs must be an integer (got 'many')"),
        (["train", "--lr", "-1"], "--lr must be a finite number > 0"),
        (["train", "--lr", "fast"], "--lr must be a number (got 'fast')"),
        (["train", "--hidden", "0"], "--hidden must be an integer from 1 to 65,536"),
        (["train", "--record-every", "-2"], "--record-every must be an integer from 0"),
        (["train", "--device", "cuda:9"], "--device must be one of cpu"),
        (["train", "--threads", "0"], "--threads must be auto or an integer from 1 to"),
        (["train", "--threads", "many"], "--threads must be auto or an integer (got 'many')"),
        (["experiments", "--threads", "0"], "--threads must be auto or an integer from 1 to"),
        (["--tab", "nope"], "argument --tab: invalid choice"),
        (["--screenshot", "window.gif"], "--screenshot must end in .png, .jpg, .jpeg, .bmp"),
        (["bogus"], "invalid choice"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(capsys, argv, words):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert words in err
    assert err.count("\n") == 1
    assert err.count(argv[1] if argv[0] in ("train", "experiments") else argv[0]) == 1, "named once"


@pytest.mark.slow
def test_installed_command_runs_headless_without_qt():
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from gui.main import main; rc = main(['train', '--epochs', '50']);"
            "assert not any(m.startswith('PySide6') for m in sys.modules); sys.exit(rc)",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.slow
def test_experiments_quick_json_carries_the_four_experiments_and_every_run(
    capsys, monkeypatch, machine
):
    monkeypatch.setattr("core.hardware.devices.available_devices", lambda: ["cpu"])
    assert main(["experiments", "--quick", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    sources = [run["source"] for run in data["runs"]]
    assert sources == ["race"] + ["homework"] * 12
    assert data["runs"][0]["epochs"] == 2_000 and data["runs"][0]["cpu_threads"] >= 1
    (sweep,) = data["homework"]
    assert [p["record_every"] for p in sweep["points"][:6]] == [1, 10, 100, 200, 1000, 0]
    assert [c["axis"] for c in data["crossover"]] == ["samples", "hidden", "batch"]
    assert all("No GPU here" in c["conclusion"][0] for c in data["crossover"])
    assert "Only the CPU is here" in data["race"]["conclusion"][-1]
    threads = data["threads_experiment"]
    assert {(p["problem"], p["busy"]) for p in threads["points"]} == {
        ("lesson", False),
        ("lesson", True),
    }
    assert threads["auto"]["lesson"] == 1 and threads["conclusion"]
    # 2,000 epochs: not the lesson's run, so it is not ranked among the references
    assert [e["source"] for e in data["standings"]["entries"]] == ["reported", "measured"] * 2


def test_experiments_refuse_a_mode_this_machine_cannot_run(capsys, monkeypatch):
    monkeypatch.setattr("core.hardware.devices.available_devices", lambda: ["cpu"])
    with pytest.raises(SystemExit) as stopped:
        main(["experiments", "--quick", "--mode", "cuda_graph"])
    assert stopped.value.code == 2
    assert "devicelab experiments: error: --mode cuda_graph is not available here" in (
        capsys.readouterr().err
    )


def test_experiments_race_only_the_devices_that_can_run_the_mode(monkeypatch):
    from core import cli
    from core.experiments import crossover, homework, race

    raced = []

    def fake_race(config, devices, *args):
        raced.append((config.mode, devices))
        return race.RaceResult([], [])

    monkeypatch.setattr(race, "race", fake_race)
    monkeypatch.setattr(homework, "homework", lambda *a, **k: homework.HomeworkResult("cpu", 1))
    monkeypatch.setattr(
        crossover, "crossover", lambda *a, **k: crossover.CrossoverResult("samples", [], [])
    )
    report = cli.experiments_report(True, "cuda_graph", ["cpu", "cuda:0"])
    assert raced == [("cuda_graph", ["cuda:0"])]
    assert "cpu left out of the race: CUDA graphs need an NVIDIA GPU" in str(
        report["race"]["conclusion"][-1]
    )


def test_train_in_deferred_mode_with_lesson_printing(capsys):
    argv = ["train", "--epochs", "300", "--record-every", "1", "--mode", "deferred"]
    assert main([*argv, "--print-every", "100", "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert len(data["recorded_losses"]) == 300 and data["prints"] == 3
    assert err.splitlines()[0].startswith("Epoch [100/300], Loss: ")
    assert data["config"]["mode"] == "deferred"


def test_run_prints_the_snippets_output_and_exits_by_its_outcome(tmp_path, capsys):
    good, bad = tmp_path / "good.py", tmp_path / "bad.py"
    good.write_text("print('ok')\n")
    bad.write_text("raise ValueError('nope')\n")
    assert main(["run", str(good)]) == 0
    out, err = capsys.readouterr()
    assert out == "ok\n" and err.startswith("Finished in")
    assert main(["run", str(bad), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["exception"]["type"] == "ValueError" and data["exception"]["line"] == 1
    assert data["ok"] is False


def test_run_with_a_timeout_exits_1(tmp_path, capsys):
    loop = tmp_path / "loop.py"
    loop.write_text("while True:\n    pass\n")
    assert main(["run", str(loop), "--timeout", "0.5"]) == 1
    assert "time limit" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["run", "/nonexistent/snippet.py"], "devicelab run: error: cannot read /nonexistent"),
        (["run", __file__, "--timeout", "0"], "devicelab run: error: --timeout must be from 0.1"),
    ],
)
def test_run_refuses_what_it_cannot_do_with_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2 and words in capsys.readouterr().err


def test_the_old_names_still_work_with_a_one_line_notice(capsys, monkeypatch):
    calls = []
    monkeypatch.setattr(
        "core.cli.experiments.experiments_report", lambda *args, **kwargs: calls.append(args) or {}
    )
    assert main(["bench", "--quick", "--json"]) == 0
    assert calls == [(True, "plain")]
    assert capsys.readouterr().err == "devicelab: bench is now called experiments\n"
    with pytest.raises(SystemExit):
        main(["info", "--bench", "--help"])
    assert "devicelab: --bench is now called --throughput" in capsys.readouterr().err


def test_the_version_is_written_in_one_place(capsys):
    import importlib.metadata

    from core import __version__

    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out == f"devicelab {__version__}\n"
    assert importlib.metadata.version("devicelab") == __version__


@pytest.mark.parametrize("argv", [["train", "--epochs", "20"], ["info"]])
def test_a_console_that_cannot_show_every_character_gets_a_question_mark(argv):
    """A real console (a pseudo-terminal) in ASCII: "µs" becomes "?s", never a traceback."""
    import pty

    console, child_end = pty.openpty()
    done = subprocess.run(
        [sys.executable, "-m", "gui", *argv],
        stdout=child_end,
        stderr=subprocess.PIPE,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    os.close(child_end)
    shown = _read_console(console)
    assert done.returncode == 0, done.stderr.decode("ascii", "replace")
    assert b"Traceback" not in done.stderr
    if argv[0] == "train":
        assert b" ?s" in shown  # "µs" on a console that has no "µ"


def _read_console(console: int) -> bytes:
    """What a pseudo-terminal showed, until its other end closed."""
    shown = b""
    try:
        while chunk := os.read(console, 4096):
            shown += chunk
    except OSError:  # Linux: EIO once the other end has closed
        pass
    os.close(console)
    return shown


def test_output_to_a_file_or_pipe_is_utf8_whatever_the_code_page():
    """A Western Windows's cp1252 wrote "??" for every Chinese character of a redirected
    ``devicelab runs``: a file or a pipe gets UTF-8."""
    done = subprocess.run(
        [sys.executable, "-m", "gui", "--lang", "zh_CN", "info"],
        capture_output=True,
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "cp1252"},
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    written = done.stdout.decode("utf-8")
    assert "??" not in written and "处理器" in written


def test_run_reads_a_notepad_or_gbk_file_and_keeps_output_printed_before_a_timeout(
    tmp_path, capsys
):
    notepad, gbk, loop = tmp_path / "notepad.py", tmp_path / "gbk.py", tmp_path / "loop.py"
    notepad.write_bytes(b"\xef\xbb\xbfprint('saved by Notepad')\n")
    gbk.write_bytes("# -*- coding: gbk -*-\nprint('显存')\n".encode("gbk"))
    loop.write_text("print('before the loop')\nwhile True:\n    pass\n")
    assert main(["run", str(notepad)]) == 0
    assert main(["run", str(gbk)]) == 0
    assert capsys.readouterr().out == "saved by Notepad\n显存\n"
    assert main(["run", str(loop), "--timeout", "1", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["stdout"] == "before the loop\n" and data["timed_out"]


def test_run_trace_shows_the_calling_line_and_self_state(tmp_path, capsys):
    counter = tmp_path / "counter.py"
    counter.write_text(
        "class Counter:\n    def __init__(self):\n        self.count = 0\n"
        "    def __call__(self):\n        self.count += 1\n\nc = Counter()\nc()\n"
    )
    assert main(["run", str(counter), "--trace"]) == 0
    out = capsys.readouterr().out
    assert "← Counter.__call__  (line 5; called from line 8)  [self.count=1]" in out


def test_info_names_the_vram_presets_as_people_write_them(capsys):
    assert main(["info"]) == 0
    out = capsys.readouterr().out
    assert "ResNet-50" in out and "BERT-base" in out and "The lesson's MLP" in out
    assert "resnet50" not in out and "bert_base" not in out


def test_the_crossover_without_a_gpu_does_not_talk_about_a_chart_in_a_terminal():
    from core.experiments.crossover import CrossoverResult, crossover_conclusion

    result = CrossoverResult(axis="samples", values=[150], devices=["cpu"])
    text = " ".join(map(str, crossover_conclusion(result)))
    assert "No GPU here" in text and "chart" not in text and "marked" not in text


@pytest.mark.parametrize("size", ["10x10", "1920", "1920x1080x2", "wide"])
def test_a_screenshot_size_out_of_range_is_refused_with_the_range(size, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--screenshot", "x.png", "--size", size])
    assert stopped.value.code == 2
    assert "--size must be WIDTHxHEIGHT, each from 640 to 7680 pixels" in capsys.readouterr().err


def _chinese_locale(monkeypatch) -> None:
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")


def test_info_speaks_the_locales_chinese_and_english_with_lang_en(monkeypatch, capsys):
    _chinese_locale(monkeypatch)
    assert main(["info"]) == 0
    chinese = capsys.readouterr().out
    for words in ("型号", "物理核心", "逻辑线程", "训练所需显存", "课程中的 MLP"):
        assert words in chinese
    assert "physical cores" not in chinese
    assert main(["info", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "physical cores" in english and "型号" not in english


def test_train_speaks_the_locales_chinese_its_errors_too(monkeypatch, capsys):
    _chinese_locale(monkeypatch)
    assert main(["train", "--epochs", "100"]) == 0
    out = capsys.readouterr().out
    for words in ("训练用时", "每轮", "最终损失", "测试集准确率", "已在 cpu 上训练了 100 轮"):
        assert words in out, words
    with pytest.raises(SystemExit):
        main(["train", "--epochs", "0"])
    error = capsys.readouterr().err
    assert "--epochs" in error and "1 到 10,000,000" in error and "must be" not in error


def test_lang_before_or_after_the_command_and_json_stays_english(monkeypatch, capsys):
    _chinese_locale(monkeypatch)
    assert main(["--lang", "en", "train", "--epochs", "50"]) == 0
    assert "training time" in capsys.readouterr().out
    assert main(["train", "--epochs", "50", "--lang", "en"]) == 0
    assert "training time" in capsys.readouterr().out
    assert main(["train", "--epochs", "50", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["message"] == "Trained 50 epochs on cpu." and "status" in data


@pytest.mark.slow
def test_the_installed_command_prints_chinese_under_a_chinese_lang():
    environment = {**os.environ, "LANG": "zh_CN.UTF-8"}
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        environment.pop(name, None)
    installed = shutil.which("devicelab", path=os.path.dirname(sys.executable))
    if installed is None:
        pytest.skip("devicelab is not installed beside this Python (pip install -e .)")
    command = [installed, "train", "--epochs", "200"]
    done = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "训练用时" in done.stdout and "training time" not in done.stdout


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "zh_TW.UTF-8"}, "zh_CN"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh_CN"),
        ({"LANGUAGE": "zh_CN:en", "LANG": "en_US.UTF-8"}, "zh_CN"),
        ({}, "en"),
    ],
)
def test_the_commands_language_follows_the_locale(environment, language):
    from core.catalogue import language_from_environment

    assert language_from_environment(environment) == language


def test_a_missing_catalogue_falls_back_to_english(monkeypatch):
    from core import catalogue

    monkeypatch.setattr(catalogue, "_table", lambda language: {})
    assert catalogue.translator("zh_CN")("Cli", "model") == "model"


def test_the_tables_say_every_word_in_chinese_no_raw_names_left(capsys):
    """The race's mode, an accuracy that does not exist, the threads table's run names
    and a reading NVML could not give are the window's Chinese words, not code's English."""
    from core.catalogue import translator
    from core.cli.info import _sample_lines
    from core.cli.printer import Printer
    from core.cli.race import print_race
    from core.cli.threads import print_threads

    out = Printer(translator("zh_CN"))
    run = {
        "source": "race", "device": "cpu", "train_s": 1.0, "us_per_epoch": 50.0,
        "warmup_s": 0.01, "setup_s": 0.001, "host_syncs": 100, "final_loss": None,
        "test_accuracy": None, "cpu_threads": 1,
    }  # fmt: skip
    print_race({"epochs": 2000, "race": {"mode": "plain", "conclusion": []}, "runs": [run]}, out)
    points = [
        {"problem": problem, "threads": 1, "busy": busy, "seconds_per_epoch": 0.001}
        for problem in ("lesson", "large")
        for busy in (False, True)
    ]
    threads = {"auto": ["lesson", "large"], "counts": [1], "points": points, "conclusion": []}
    print_threads(threads, out)
    printed = capsys.readouterr().out
    assert "普通" in printed and "plain" not in printed
    assert "无" in printed and "n/a" not in printed
    assert "未知" in printed and "unknown" not in printed  # the final loss of no run
    assert "课程" in printed and "大规模" in printed and "lesson" not in printed
    sample = {"unavailable": {"temperature_c": "not supported"}}
    sample |= dict.fromkeys(
        ("memory_used_bytes", "utilization_percent", "temperature_c", "power_w", "sm_clock_mhz")
    )
    sample |= {"pcie_generation": 4, "pcie_width": 16}
    sample |= {"pcie_to_gpu_bytes_per_s": 2**20, "pcie_from_gpu_bytes_per_s": 1024}
    lines = _sample_lines(sample, out)
    assert any("不可用（" in line for line in lines) and not any("N/A" in line for line in lines)
    assert any("复制到 GPU 1.0 MB/s" in line for line in lines)


def test_info_says_the_clock_now_where_the_name_has_none_as_the_window_does():
    from core.catalogue import translator
    from core.cli.info import _base_clock
    from core.cli.printer import Printer
    from core.hardware import CpuFacts

    common = {"vendor": "x", "architecture": "x86_64", "physical_cores": 2, "logical_threads": 2}
    unnamed = CpuFacts(model="AMD EPYC", base_ghz=None, max_ghz=None, current_ghz=2.6, **common)
    assert Printer().say(_base_clock(unnamed)) == "not in the name (now running at 2.60 GHz)"
    assert "2.60 GHz" in Printer(translator("zh_CN")).say(_base_clock(unnamed))
    named = CpuFacts(model="i5 @ 3.10GHz", base_ghz=3.1, max_ghz=None, current_ghz=2.6, **common)
    assert Printer().say(_base_clock(named)) == "3.10 GHz"


def test_the_tables_mark_a_disturbed_step_beside_its_number_and_give_it_no_ratio(capsys):
    from core.catalogue import translator
    from core.cli.crossover import print_crossover
    from core.cli.printer import Printer
    from core.cli.threads import print_threads

    out = Printer(translator("en"))
    step = {"value": 256, "device": "cpu", "seconds_per_epoch": 0.088, "threads": 2}
    crossed = {
        "axis": "hidden", "values": [256], "devices": ["cpu"],
        "points": [step | {"unreliable": True}], "conclusion": ["* cpu at 256 hidden units: …"],
    }  # fmt: skip
    print_crossover(crossed, out)
    points = [
        {"problem": "lesson", "threads": 2, "busy": False, "seconds_per_epoch": 0.089,
         "unreliable": True},
        {"problem": "lesson", "threads": 2, "busy": True, "seconds_per_epoch": 0.0021},
    ]  # fmt: skip
    print_threads({"auto": {"lesson": 1}, "counts": [2], "points": points, "conclusion": []}, out)
    printed = capsys.readouterr().out.splitlines()
    assert printed[2].split() == ["256", "88.000", "*", "2"]
    assert printed[-1].split() == ["lesson", "2", "89.000", "*", "2.100", "–"]


def test_anatomy_prints_each_phase_of_the_lessons_epoch_and_what_it_shows(
    capsys, tmp_path, machine
):
    trace = tmp_path / "epoch.json"
    assert main(["anatomy", "--epochs", "3", "--trace", str(trace)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == (
        "One epoch on cpu, plain (the lesson's loop), record every 1 (the median of 3 profiled "
        "epochs)"
    )
    phases = [line.split()[0] for line in printed[2:8]]
    assert phases == ["forward", "loss", "zero_grad", "backward", "step", ".item()"]
    assert "(the median of 30, timed apart): the difference is the profiler's own" in printed[8]
    assert json.loads(trace.read_text(encoding="utf-8"))["traceEvents"]


def test_anatomy_on_a_busy_machine_says_its_numbers_are_unreliable(capsys, machine):
    """As every other measurement does: measured again, then marked, in the text and the
    JSON."""
    machine(1.6)
    assert main(["anatomy", "--epochs", "2"]) == 0
    printed = capsys.readouterr().out
    assert "* cpu: another program used 1.6 of 2 cores" in printed
    assert "profiler's own cost" not in printed
    assert main(["anatomy", "--epochs", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["unreliable"], data["times_measured"]) == (True, 3)


def test_anatomy_json_never_records_and_names_a_missing_device(capsys, machine):
    assert main(["anatomy", "--epochs", "2", "--record-every", "0", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["record_every"] == 0 and len(data["epochs"]) == 2
    phases = [s["name"] for s in data["epochs"][0]["spans"] if s["lane"] == "phase"]
    assert "item" not in phases and data["headline"][0].startswith("The epoch drawn")
    assert data["unreliable"] is False and data["times_measured"] == 1
    with pytest.raises(SystemExit) as stopped:
        main(["anatomy", "--device", "cuda:7"])
    assert stopped.value.code == 2
    assert "--device must be one of cpu" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--epochs", "0"], "--epochs must be an integer from 1 to 100 (got 0)"),
        (["--record-every", "-1"], "--record-every must be an integer from 0 to"),
        (["--mode", "cuda_graph"], "--mode “CUDA graph” is not available here: CUDA graphs"),
    ],
)
def test_anatomy_names_a_count_out_of_range(capsys, flags, said):
    with pytest.raises(SystemExit) as stopped:
        main(["anatomy", *flags])
    assert stopped.value.code == 2 and said in capsys.readouterr().err


def test_info_names_an_apple_gpu_by_its_chip_and_says_where_its_readings_are(capsys, monkeypatch):
    from fake_mac import pretend_a_mac
    from fake_nvml import FakeNvml

    from core.hardware import nvml
    from core.hardware.nvml import NVML_ERROR_LIBRARY_NOT_FOUND

    pretend_a_mac(monkeypatch)
    monkeypatch.setattr(
        nvml, "import_pynvml", lambda: FakeNvml(fail_init=NVML_ERROR_LIBRARY_NOT_FOUND)
    )
    assert main(["info", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "[mps] Apple M1: 11.0 GiB shared with the CPU, Apple silicon, 7 GPU cores" in out
    assert "Activity Monitor" in out and "no usable GPU" not in out
    assert "CPU build" not in out and "NVIDIA driver" not in out  # an Apple build, no CUDA
    assert main(["info", "--json"]) == 0
    (device,) = json.loads(capsys.readouterr().out)["gpu"]["devices"]
    assert (device["backend"], device["torch_device"], device["multiprocessors"]) == (
        "mps",
        "mps",
        7,
    )
    assert device["shared_memory"] and "Activity Monitor" in device["live_readings"]


def test_help_says_it_stays_english_where_the_commands_speak_chinese(capsys):
    """`--lang zh_CN --help` prints argparse's English: the option itself says so, as the
    README does, rather than promise Chinese."""
    with pytest.raises(SystemExit):
        main(["--lang", "zh_CN", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "--help stays English" in shown


def test_a_run_that_hits_a_card_without_kernels_ends_with_one_sentence(capsys, monkeypatch):
    """The card passed every check and still had no kernel: exit 1, the lesson's sentence,
    never a traceback."""

    def train(*_args, **_kwargs):
        raise RuntimeError("CUDA error: no kernel image is available for execution on the device")

    monkeypatch.setattr("core.training.train", train)
    assert main(["train", "--epochs", "1", "--db", ":memory:"]) == 1
    err = capsys.readouterr().err
    assert "This PyTorch has no kernels for this GPU" in err and "Traceback" not in err
