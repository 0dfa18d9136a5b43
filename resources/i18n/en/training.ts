<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CrossoverPage</name>
    <message>
        <source>What grows</source>
        <translation>What grows</translation>
    </message>
    <message>
        <source>Time per epoch</source>
        <translation>Time per epoch</translation>
    </message>
    <message>
        <source>milliseconds per epoch</source>
        <translation>milliseconds per epoch</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Measuring…</translation>
    </message>
    <message>
        <source>{device} at {value:,}: {ms:.3f} ms per epoch</source>
        <translation>{device} at {value:,}: {ms:.3f} ms per epoch</translation>
    </message>
    <message>
        <source>GPU wins above ~{value:,.0f}</source>
        <translation>GPU wins above ~{value:,.0f}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
</context>
<context>
    <name>ExperimentsTab</name>
    <message>
        <source>Race: CPU vs GPU</source>
        <translation>Race: CPU vs GPU</translation>
    </message>
    <message>
        <source>Homework: record interval</source>
        <translation>Homework: record interval</translation>
    </message>
    <message>
        <source>Crossover: when the GPU pays off</source>
        <translation>Crossover: when the GPU pays off</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Total time against the number of records</source>
        <translation>Total time against the number of records</translation>
    </message>
    <message>
        <source>records (log scale; never = 0.5)</source>
        <translation>records (log scale; never = 0.5)</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <source>printing on</source>
        <translation>printing on</translation>
    </message>
    <message>
        <source>printing off</source>
        <translation>printing off</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>Record every</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Printing</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>Syncs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Syncs time</source>
        <translation>Syncs time</translation>
    </message>
    <message>
        <source>Printing time</source>
        <translation>Printing time</translation>
    </message>
    <message>
        <source>Run 1 of {runs}…</source>
        <translation>Run 1 of {runs}…</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Run {done} of {total} done…</source>
        <translation>Run {done} of {total} done…</translation>
    </message>
    <message>
        <source>Done: {runs} runs.</source>
        <translation>Done: {runs} runs.</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation>Record loss every</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Loss on each device</source>
        <translation>Loss on each device</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Per epoch</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>To device</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>Syncs</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Racing on {devices}…</source>
        <translation>Racing on {devices}…</translation>
    </message>
    <message>
        <source>{device}: {done:,} / {total:,} epochs</source>
        <translation>{device}: {done:,} / {total:,} epochs</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
</context>
<context>
    <name>RunsPage</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Record every</source>
        <translation>Record every</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per epoch</source>
        <translation>Per epoch</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Syncs</source>
        <translation>Syncs</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Selected runs</source>
        <translation>Selected runs</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Smooth the curves (display only; the data stay)</source>
        <translation>Smooth the curves (display only; the data stay)</translation>
    </message>
    <message>
        <source>Export all runs (CSV)…</source>
        <translation>Export all runs (CSV)…</translation>
    </message>
    <message>
        <source>Export chart (PNG)…</source>
        <translation>Export chart (PNG)…</translation>
    </message>
    <message>
        <source>Runs from the Training tab and the experiments appear here.</source>
        <translation>Runs from the Training tab and the experiments appear here.</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Smoothing</translation>
    </message>
    <message>
        <source>Could not write {path}: {error}</source>
        <translation>Could not write {path}: {error}</translation>
    </message>
    <message>
        <source>Wrote {runs} runs ({rows} rows) to {path}.</source>
        <translation>Wrote {runs} runs ({rows} rows) to {path}.</translation>
    </message>
    <message>
        <source>Saved the chart to {path}.</source>
        <translation>Saved the chart to {path}.</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>Could not write {path}.</translation>
    </message>
    <message>
        <source>Export all runs</source>
        <translation>Export all runs</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Export the chart</translation>
    </message>
</context>
<context>
    <name>TrainingTab</name>
    <message>
        <source>Only devices that exist on this machine are listed.</source>
        <translation>Only devices that exist on this machine are listed.</translation>
    </message>
    <message>
        <source>A finite number greater than 0; the lesson uses 0.01.</source>
        <translation>A finite number greater than 0; the lesson uses 0.01.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</source>
        <translation>Read the loss back (loss.item(), a device sync) every N epochs; 0 = never.</translation>
    </message>
    <message>
        <source>plain: the lesson&apos;s loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only; experimental until run on a GPU).</source>
        <translation>plain: the lesson&apos;s loop, one loss.item() per record. deferred sync: the losses stay on the device and come back in chunks. torch.compile: the model compiled (needs a compiler). CUDA graph: the whole step captured once and replayed (NVIDIA only; experimental until run on a GPU).</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Learning rate</translation>
    </message>
    <message>
        <source>Hidden units</source>
        <translation>Hidden units</translation>
    </message>
    <message>
        <source>Record loss every</source>
        <translation>Record loss every</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>The lesson&apos;s MLP on iris: 4 → hidden → 3</source>
        <translation>The lesson&apos;s MLP on iris: 4 → hidden → 3</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>CPU threads (torch)</source>
        <translation>CPU threads (torch)</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Training time</translation>
    </message>
    <message>
        <source>Time per epoch (mean)</source>
        <translation>Time per epoch (mean)</translation>
    </message>
    <message>
        <source>Warm-up (1st epoch)</source>
        <translation>Warm-up (1st epoch)</translation>
    </message>
    <message>
        <source>Data + model to device</source>
        <translation>Data + model to device</translation>
    </message>
    <message>
        <source>Host syncs (loss.item())</source>
        <translation>Host syncs (loss.item())</translation>
    </message>
    <message>
        <source>Final loss</source>
        <translation>Final loss</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>Test accuracy</translation>
    </message>
    <message>
        <source>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU&apos;s parallelism saves. Recording the loss less often barely helped.</source>
        <translation>The lesson measured this 20,000-epoch run at about 3 s on a CPU and 11 s on a GPU: for a model this small, moving data, launching kernels and the loss.item() sync cost more than the GPU&apos;s parallelism saves. Recording the loss less often barely helped.</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Training loss</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>Epoch</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Loss (cross-entropy)</translation>
    </message>
    <message>
        <source>Press Start to train.</source>
        <translation>Press Start to train.</translation>
    </message>
    <message>
        <source>Starting on {device}…</source>
        <translation>Starting on {device}…</translation>
    </message>
    <message>
        <source>Training on {device}; the loss is not recorded (interval 0).</source>
        <translation>Training on {device}; the loss is not recorded (interval 0).</translation>
    </message>
    <message>
        <source>Training on {device}; the record interval is longer than the run: no loss will be plotted.</source>
        <translation>Training on {device}; the record interval is longer than the run: no loss will be plotted.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</source>
        <translation>{done:,} / {total:,} epochs · {rate:,.0f} epochs/s · {left:.1f} s left</translation>
    </message>
    <message>
        <source>{seconds:.2f} s for {epochs:,} epochs</source>
        <translation>{seconds:.2f} s for {epochs:,} epochs</translation>
    </message>
    <message>
        <source>{count:,} ({ms:.1f} ms waiting)</source>
        <translation>{count:,} ({ms:.1f} ms waiting)</translation>
    </message>
    <message>
        <source>Training failed: {message}</source>
        <translation>Training failed: {message}</translation>
    </message>
    <message>
        <source>Training failed.</source>
        <translation>Training failed.</translation>
    </message>
</context>
<context>
    <name>_ExperimentPage</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>Stopped: what finished is shown.</source>
        <translation>Stopped: what finished is shown.</translation>
    </message>
    <message>
        <source>The experiment failed: {message}</source>
        <translation>The experiment failed: {message}</translation>
    </message>
</context>
</TS>
