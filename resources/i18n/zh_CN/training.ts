<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CrossoverPage</name>
    <message>
        <source>What grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>milliseconds per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{device} at {value:,}: {ms:.3f} ms per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU wins above ~{value:,.0f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExperimentsTab</name>
    <message>
        <source>Race: CPU vs GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Homework: record interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossover: when the GPU pays off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time against the number of records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records (log scale; never = 0.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printing on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printing off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syncs time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run 1 of {runs}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run {done} of {total} done…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {runs} runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss on each device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racing on {devices}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsPage</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth the curves (display only; the data stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all runs (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs from the Training tab and the experiments appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {runs} runs ({rows} rows) to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Only devices that exist on this machine are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finite number greater than 0; the lesson uses 0.01.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain: the lesson&apos;s loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only; experimental until run on a GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP on iris: 4 → hidden → 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU threads (torch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per epoch (mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up (1st epoch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data + model to device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host syncs (loss.item())</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU&apos;s parallelism saves. Recording the loss less often barely helped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Start to train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting on {device}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training on {device}; the loss is not recorded (interval 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training on {device}; the record interval is longer than the run: no loss will be plotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds:.2f} s for {epochs:,} epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count:,} ({ms:.1f} ms waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training failed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_ExperimentPage</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: what finished is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experiment failed: {message}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
