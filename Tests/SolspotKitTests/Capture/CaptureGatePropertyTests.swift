import Foundation
import Testing

@testable import SolspotKit

/// Seeded random streams: whatever the samples, the gate does not crash, its states are
/// consistent, and it commits only after a settled window in which every gate passed.
@Suite("Capture gate: random streams")
struct CaptureGatePropertyTests {
  /// The clipped fractions a segment may have; `nil` flickers around both levels, sample by
  /// sample.
  static let clippedChoices: [Double?] = [0, 0, 0.015, 0.03, nil]

  /// A random stream of segments: flat or tilted, still or turning, quiet or adjusting,
  /// steady or flickering light, clipped, flickering at the clipped levels, or not, at either
  /// end of the range or within it, with gaps and timestamps that go back.
  static func randomStream(seed: UInt64) -> [CaptureSample] {
    var random = SeededGenerator(seed: seed)
    var stream = SyntheticStream()
    for _ in 0..<80 {
      let seconds: Double = Double.random(in: 0.1...3, using: &random)
      let rate: Double = [30.0, 60, 24].randomElement(using: &random) ?? 30
      let tilt: Double = [0.0, 0, 0, 2, 5, 6.9, 7.2, 20, 120].randomElement(using: &random) ?? 0
      let toward: Double = Double.random(in: 0..<360, using: &random)
      // A wobble of a few degrees at 1.5 Hz turns the phone by up to 40°/s: moving.
      let wobble: Double = [0.0, 0, 0, 0.3, 2, 4].randomElement(using: &random) ?? 0
      let baseEV: Double = Double.random(in: -3...3, using: &random)
      let noise: Double = [0.0, 0.03, 0.03, 0.12, 0.4].randomElement(using: &random) ?? 0
      let adjusting = Double.random(in: 0...1, using: &random) < 0.2
      let clipped: Double?? = clippedChoices.randomElement(using: &random)
      let length: Double = [1.0, 1.0, 1.0, 1.03, 1.3].randomElement(using: &random) ?? 1
      let iso: Double = [19.0, 100, 100, 1824].randomElement(using: &random) ?? 100
      let duration: Double = iso == 19 ? 0.000013 : (iso == 1824 ? 0.5 : 1.0 / 60)
      stream.add(seconds: seconds, rate: rate) { (_: Int, time: Double) -> SampleSpec in
        var spec = SampleSpec()
        spec.exposureDuration = duration
        spec.iso = iso
        spec.offset = max(-9, min(9, baseEV + noise * random.normal()))
        spec.isAdjusting = adjusting && Double.random(in: 0...1, using: &random) < 0.7
        spec.tiltDegrees = max(0, tilt + wobble * sin(2 * Double.pi * 1.5 * time))
        spec.tiltDegrees = max(0, spec.tiltDegrees + 0.5 * random.normal())
        spec.toward = toward
        spec.length = length
        spec.clipped = clipped ?? Double.random(in: 0.005...0.035, using: &random)
        return spec
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: stream.time += Double.random(in: 0.1...1, using: &random)
      case 1: stream.time -= Double.random(in: 0...1, using: &random)
      default: break
      }
    }
    return stream.samples
  }

  static let seeds: [UInt64] = Array(1...12)

  @Test(
    "no crash, consistent states, and commits only after a window where every gate passed",
    arguments: seeds)
  func randomStreams(seed: UInt64) throws {
    _ = try check(seed: seed)
  }

  /// What the test knows of each sample, worked out apart from the gate: whether it was
  /// clipped (with the gate's hysteresis), at an end of the range, and the state the gate
  /// was in after it.
  struct Observed {
    let sample: CaptureSample
    let isClipped: Bool
    let end: ReadingBound?
    let kind: GateState.Kind
  }

  /// Replays the stream of `seed`, checking every sample, and returns how many readings were
  /// committed and which states were reached.
  func check(seed: UInt64) throws -> (commits: Int, kinds: Set<GateState.Kind>) {
    let samples = Self.randomStream(seed: seed)
    let catalog = try DeviceProfileCatalog.builtIn()
    let hasLimits = seed % 2 == 0
    let profile = try #require(catalog.profile(named: hasLimits ? "iphone-x-front" : "generic"))
    var gate = CaptureGate(estimator: try LuxEstimator(profile: profile))
    let thresholds = gate.thresholds
    var previousReading: CaptureReading?
    var commits = 0
    var kinds: Set<GateState.Kind> = []
    var observed: [Observed] = []
    var isClipped = false
    for (index, sample) in samples.enumerated() {
      gate.add(sample)
      if let fraction = sample.clippedFraction {
        isClipped =
          fraction >= (isClipped ? thresholds.clippedExitFraction : thresholds.clippedEnterFraction)
      }
      let end: ReadingBound? =
        !hasLimits ? nil : sample.iso == 19 ? .brightEnd : sample.iso == 1824 ? .darkEnd : nil
      observed.append(
        Observed(sample: sample, isClipped: isClipped, end: end, kind: gate.state.kind))
      kinds.insert(gate.state.kind)
      #expect(gate.sampleCount == index + 1)
      let reading = gate.state.reading
      #expect(reading == nil || reading == gate.lastReading)
      #expect(reading == nil || gate.supersession == nil, "a reading in force is not superseded")
      switch gate.state {
      case .ready(let reading): #expect(reading.estimate.value.point != nil)
      case .saturated(let reading):
        guard case .atLeast = reading.estimate.value else {
          Issue.record("saturated must be a lower bound")
          break
        }
      case .tooDark(let reading):
        guard case .atMost = reading.estimate.value else {
          Issue.record("too dark must be an upper bound")
          break
        }
      default: break
      }
      guard let reading, reading != previousReading else {
        previousReading = gate.lastReading
        continue
      }
      previousReading = reading
      commits += 1
      // A new commit: check the settled window against the raw samples.
      #expect(reading.committedAt == sample.timestamp)
      let window = try settledWindow(observed, seconds: thresholds.settleSeconds)
      try checkWindow(window, of: reading, thresholds: thresholds)
    }
    return (commits, kinds)
  }

  /// The checks on the window of a new commit.
  func checkWindow(
    _ window: [Observed], of reading: CaptureReading, thresholds: GateThresholds,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let failing: Set<GateState.Kind> = [.faceDown, .tilted, .moving]
    for earlier in window {
      let tilt = try #require(earlier.sample.gravity.tilt, sourceLocation: sourceLocation)
      #expect(
        tilt.degrees <= thresholds.tiltEnterDegrees + 1e-9, "committed while tilted",
        sourceLocation: sourceLocation)
      #expect(
        !failing.contains(earlier.kind), "committed over a \(earlier.kind) sample",
        sourceLocation: sourceLocation)
    }
    let values = window.map(\.sample.sceneEV)
    let range = (values.max() ?? 0) - (values.min() ?? 0)
    #expect(
      range <= thresholds.stableRangeEV + 1e-9, "committed while the light varied",
      sourceLocation: sourceLocation)
    #expect(window.count >= thresholds.minimumSamples, sourceLocation: sourceLocation)
    #expect(
      reading.window.medianSceneEV
        == CaptureGateSettlingTests.median(
          window.map(\.sample), from: -.infinity, to: .infinity),
      sourceLocation: sourceLocation)
    #expect(reading.window.sampleCount == window.count, sourceLocation: sourceLocation)
    // Uniform flags: a window never mixes clipped or out-of-range samples with clean ones.
    #expect(
      Set(window.map(\.isClipped)).count == 1, "clipped and unclipped in one window",
      sourceLocation: sourceLocation)
    #expect(
      Set(window.map(\.end)).count == 1, "in and out of range in one window",
      sourceLocation: sourceLocation)
    guard reading.estimate.value.point != nil else { return }
    for earlier in window {
      #expect(!earlier.isClipped, "a value from a clipped sample", sourceLocation: sourceLocation)
      #expect(
        (earlier.sample.clippedFraction ?? 0) < thresholds.clippedEnterFraction,
        "a value from a sample clipped past the enter level", sourceLocation: sourceLocation)
      #expect(earlier.end == nil, "a value from out of range", sourceLocation: sourceLocation)
      #expect(
        !earlier.sample.isAdjustingExposure, "a value while adjusting",
        sourceLocation: sourceLocation)
    }
  }

  @Test("the random streams reach every state and commit often enough to test anything")
  func coverage() throws {
    var commits = 0
    var kinds: Set<GateState.Kind> = []
    for seed in Self.seeds {
      let result = try check(seed: seed)
      commits += result.commits
      kinds.formUnion(result.kinds)
    }
    #expect(commits >= 30)
    #expect(kinds == Set(GateState.Kind.allCases).subtracting([.waiting]))
  }

  /// The samples a commit on the last observed sample was made from: back from it to the
  /// newest sample at least `seconds` earlier (within the window's time tolerance), which
  /// the window keeps so that it covers the whole `seconds`. A gap or a step back in time
  /// restarts settling: a commit must come a whole window after it.
  func settledWindow(_ observed: [Observed], seconds: Double) throws -> [Observed] {
    let end = observed.count - 1
    let last = observed[end].sample.timestamp
    let cutoff = last - seconds + SettledWindow.timeTolerance
    var window = [observed[end]]
    var index = end - 1
    while index >= 0, window[0].sample.timestamp > cutoff {
      let step = window[0].sample.timestamp - observed[index].sample.timestamp
      guard step > 0 && step <= 0.25 else {
        Issue.record("committed \(last - window[0].sample.timestamp) s after a restart")
        break
      }
      window.insert(observed[index], at: 0)
      index -= 1
    }
    #expect(window.count > 1 && window[0].sample.timestamp <= cutoff, "a whole window")
    return window
  }
}
