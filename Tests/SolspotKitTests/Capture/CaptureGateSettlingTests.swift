import Testing

@testable import SolspotKit

/// Settling and committing: when a reading is committed, from what, and what restarts it.
@Suite("Capture gate: settling and committing")
struct CaptureGateSettlingTests {
  let estimator: LuxEstimator
  let thresholds = GateThresholds.standard

  init() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    estimator = try LuxEstimator(profile: try #require(catalog.profile(named: "iphone-15-front")))
  }

  /// The median of the scene EVs of `samples` between `start` and `end`, both included.
  static func median(_ samples: [CaptureSample], from start: Double, to end: Double) -> Double {
    let values = samples.filter { $0.timestamp >= start && $0.timestamp <= end }.map(\.sceneEV)
      .sorted()
    let middle = values.count / 2
    return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
  }

  @Test("a steady flat capture commits after the settled window, at the window's median")
  func commitsAtMedian() throws {
    var generator = SeededGenerator(seed: 11)
    var stream = SyntheticStream()
    stream.add(seconds: 3) { _, _ in SampleSpec(offset: 0.03 * generator.normal()) }
    var gate = CaptureGate(estimator: estimator)
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(changes.map(\.state.kind) == [.settling, .ready])
    let commit = try #require(changes.last)
    #expect(commit.time >= thresholds.settleSeconds, "not before a whole settled window")
    #expect(commit.time < thresholds.settleSeconds + 0.05, "as soon as the window is full")
    let reading = try #require(gate.lastReading)
    let expected = Self.median(
      stream.samples, from: commit.time - thresholds.settleSeconds, to: commit.time)
    #expect(reading.window.medianSceneEV == expected)
    #expect(reading.estimate.sceneEV == expected)
    #expect(reading.window.sampleCount == 31)
    #expect(reading.estimate.value.point != nil)
    #expect(gate.state == .ready(reading))
    #expect(reading.estimate.notes.contains(.uncalibrated))
  }

  @Test("the window's spread feeds the interval's random component")
  func spreadWidens() throws {
    func reading(noise: Double) throws -> CaptureReading {
      var generator = SeededGenerator(seed: 3)
      var stream = SyntheticStream()
      stream.add(seconds: 1.5) { _, _ in
        SampleSpec(offset: max(-0.14, min(0.14, noise * generator.normal())))
      }
      var gate = CaptureGate(estimator: estimator)
      _ = SyntheticStream.replay(stream.samples, through: &gate)
      return try #require(gate.lastReading)
    }
    let quiet = try reading(noise: 0.01)
    let noisy = try reading(noise: 0.2)
    #expect(noisy.window.spreadEV > 0.1)
    #expect(noisy.estimate.budget["repeatability"]?.sigmaEV == noisy.window.spreadEV)
    #expect(quiet.estimate.budget["repeatability"]?.sigmaEV == 0.1, "the model's floor")
  }

  @Test("auto-exposure adjusting holds the reading off, without flicker, until it is quiet")
  func adjusting() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2) { index, _ in SampleSpec(isAdjusting: index % 2 == 0) }
    stream.add(seconds: 2)
    var gate = CaptureGate(estimator: estimator)
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(changes.map { $0.state.settlingReason?.kind } == [.cameraAdjusting, .measuring, nil])
    let quiet = 2 - 1.0 / 30
    #expect(abs(changes[1].time - (quiet + thresholds.noticeSeconds)) < 0.04)
    #expect(changes[2].time >= quiet + thresholds.settleSeconds)
    #expect(gate.state.kind == .ready)
  }

  @Test("light that varies by more than 0.3 EV never settles; by less, it does")
  func unstableLight() throws {
    func states(swing: Double) -> (GateState, [GateState.Kind]) {
      var stream = SyntheticStream()
      stream.add(seconds: 3) { index, _ in SampleSpec(offset: index % 2 == 0 ? swing : -swing) }
      var gate = CaptureGate(estimator: estimator)
      let kinds = stream.samples.map { sample in
        gate.add(sample)
        return gate.state.kind
      }
      return (gate.state, kinds)
    }
    let (unsettled, kinds) = states(swing: 0.2)
    #expect(!kinds.contains(.ready))
    guard case .settling(.lightUnstable(let range)) = unsettled else {
      Issue.record("expected light-unstable, got \(unsettled)")
      return
    }
    #expect(abs(range - 0.4) < 1e-9)
    #expect(states(swing: 0.14).0.kind == .ready)
  }

  @Test("a committed reading stands within 0.5 EV and is dropped beyond, then re-committed")
  func lightChanges() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 1.5)
    stream.add(seconds: 1) { _, _ in SampleSpec(offset: 0.45) }
    stream.add(seconds: 1.5) { _, _ in SampleSpec(offset: 1) }
    var gate = CaptureGate(estimator: estimator)
    var first: CaptureReading?
    var changes: [GateState] = []
    for sample in stream.samples {
      if gate.add(sample) { changes.append(gate.state) }
      if sample.timestamp < 2.5, gate.isCommitted {
        if first == nil { first = gate.lastReading }
        #expect(gate.lastReading == first, "a 0.45 EV change keeps the committed reading")
      }
    }
    let kinds = changes.map { $0.settlingReason?.kind.rawValue ?? $0.kind.rawValue }
    #expect(kinds == ["measuring", "ready", "light-changed", "measuring", "ready"])
    #expect(changes[2] == .settling(.lightChanged(byEV: 1)))
    let second = try #require(gate.lastReading)
    let firstReading = try #require(first)
    #expect(abs(second.window.medianSceneEV - firstReading.window.medianSceneEV - 1) < 1e-9)
    #expect(gate.supersession == nil, "the new reading stands")
  }

  @Test("a change of light the capture ends in supersedes the reading; picking up does not")
  func supersession() throws {
    var changed = SyntheticStream()
    changed.add(seconds: 2)
    changed.add(seconds: 0.5) { _, _ in SampleSpec(offset: 3) }
    var gate = CaptureGate(estimator: estimator)
    _ = SyntheticStream.replay(changed.samples, through: &gate)
    let reading = try #require(gate.lastReading)
    #expect(gate.state.kind == .settling)
    #expect(gate.supersession == Supersession(reason: .lightChanged(byEV: 3), time: 2))
    #expect(reading.committedAt == 1)

    var pickedUp = SyntheticStream()
    pickedUp.add(seconds: 2)
    pickedUp.add(seconds: 0.5) { _, _ in SampleSpec(offset: 3, tiltDegrees: 40) }
    pickedUp.time += 1
    pickedUp.add(seconds: 0.5) { _, _ in SampleSpec(offset: 3) }
    gate = CaptureGate(estimator: estimator)
    _ = SyntheticStream.replay(pickedUp.samples, through: &gate)
    #expect(gate.lastReading?.committedAt == 1)
    #expect(gate.supersession == nil, "the reading describes the light while the phone lay there")
  }

  @Test("auto-exposure adjusting for 0.1 s supersedes a reading; a frame or a flicker does not")
  func adjustingAfterCommit() throws {
    func run(_ adjusting: (Int) -> Bool) -> CaptureGate {
      var stream = SyntheticStream()
      stream.add(seconds: 1.5)
      stream.add(seconds: 1) { index, _ in SampleSpec(isAdjusting: adjusting(index)) }
      var gate = CaptureGate(estimator: estimator)
      _ = SyntheticStream.replay(stream.samples, through: &gate)
      return gate
    }
    let single = run { $0 == 3 }
    #expect(single.state.kind == .ready)
    #expect(single.supersession == nil)
    let flicker = run { $0 % 3 == 0 }
    #expect(flicker.state.kind == .ready, "a run of one frame at a time")
    // Samples 1/30 s apart: the fourth adjusting sample in a row is 0.1 s after the first.
    let run = run { $0 >= 5 }
    #expect(run.supersession == Supersession(reason: .cameraAdjusting, time: 1.5 + 8.0 / 30))
    #expect(run.state == .settling(.cameraAdjusting))
  }

  @Test("a window from 0.1 s at 30 Hz keeps its first sample: 31 samples over a whole second")
  func windowKeepsItsFirstSample() throws {
    // 1.1 − 0.1 comes out a hair under 1 in floating point; the window must still cover it.
    for start in [0.1, 0.3, 0.7, 12.016, 1e9 + 0.1] {
      var stream = SyntheticStream()
      stream.time = start
      stream.add(seconds: 2)
      var gate = CaptureGate(estimator: estimator)
      _ = SyntheticStream.replay(stream.samples, through: &gate)
      let reading = try #require(gate.lastReading)
      #expect(reading.window.sampleCount == 31, "from \(start)")
      #expect(reading.window.start == start, "from \(start)")
      #expect(reading.window.duration >= thresholds.settleSeconds - SettledWindow.timeTolerance)
    }
  }

  @Test("a gap of more than 0.25 s restarts settling with its reason; a shorter one does not")
  func gaps() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 1.5)
    stream.time += 0.2
    stream.add(seconds: 0.5)
    stream.time += 0.5
    stream.add(seconds: 1.5)
    var gate = CaptureGate(estimator: estimator)
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    let kinds = changes.map { $0.state.settlingReason?.kind.rawValue ?? $0.state.kind.rawValue }
    #expect(kinds == ["measuring", "ready", "gap", "measuring", "ready"])
    guard case .settling(.gap(let seconds)) = changes[2].state else {
      Issue.record("expected a gap")
      return
    }
    #expect(abs(seconds - (0.5 + 1.0 / 30)) < 1e-9)
    #expect(changes[4].time - changes[2].time >= thresholds.settleSeconds)
  }

  @Test("a sample back in time, or at the same time, restarts settling")
  func timeGoesBack() throws {
    for back in [0.8, 0.0] {
      var stream = SyntheticStream()
      stream.add(seconds: 1.5)
      let last = stream.time - 1.0 / 30
      stream.addSample(at: last - back)
      stream.add(seconds: 1.5)
      var gate = CaptureGate(estimator: estimator)
      let changes = SyntheticStream.replay(stream.samples, through: &gate)
      #expect(changes[2].state == .settling(.timeWentBack(seconds: back)))
      #expect(changes.last?.state.kind == .ready)
    }
  }

  @Test("a stream too sparse for a median says so")
  func sparse() {
    var stream = SyntheticStream()
    stream.add(seconds: 3, rate: 5)
    var gate = CaptureGate(estimator: estimator)
    _ = SyntheticStream.replay(stream.samples, through: &gate)
    #expect(gate.state == .settling(.sparseSamples(count: 6, needed: 10)))
    #expect(gate.lastReading == nil)
  }

  @Test("a 1 kHz stream is thinned into the fixed window and still commits")
  func fastStream() throws {
    var stream = SyntheticStream()
    stream.add(seconds: 2, rate: 1000)
    var gate = CaptureGate(estimator: estimator)
    _ = SyntheticStream.replay(stream.samples, through: &gate)
    let reading = try #require(gate.lastReading)
    #expect(reading.window.sampleCount <= thresholds.windowCapacity)
    #expect(reading.window.duration >= thresholds.settleSeconds - 0.01)
  }
}
