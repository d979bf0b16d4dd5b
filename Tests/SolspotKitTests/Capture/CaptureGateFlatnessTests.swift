import Testing

@testable import SolspotKit

/// Flatness and stillness: which states a tilted, face-down or moving phone reaches, and when
/// it leaves them (GateThresholds' enter and exit levels).
@Suite("Capture gate: flat and still")
struct CaptureGateFlatnessTests {
  let estimator: LuxEstimator

  /// Thresholds that never call the phone moving, to test flatness alone.
  static let flatnessOnly = GateThresholds(
    movingEnterDegrees: 170, movingExitDegrees: 160, movingEnterG: 10, movingExitG: 9)

  init() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    estimator = try LuxEstimator(profile: try #require(catalog.profile(named: "iphone-15-front")))
  }

  func kinds(_ stream: SyntheticStream, thresholds: GateThresholds = .standard) -> [GateState
    .Kind]
  {
    var gate = CaptureGate(estimator: estimator, thresholds: thresholds)
    return stream.samples.map { sample in
      gate.add(sample)
      return gate.state.kind
    }
  }

  @Test("before any sample the gate is waiting and says how to lay the phone")
  func waiting() {
    let gate = CaptureGate(estimator: estimator)
    #expect(gate.state == .waiting)
    #expect(gate.lastReading == nil)
    var fed = gate
    let changed = fed.add(SyntheticStream.sample(at: 0, SampleSpec()))
    #expect(changed, "the first sample leaves waiting")
    #expect(fed.state.kind == .settling)
  }

  @Test("tilted past 7°, flat again only below 4°")
  func tiltHysteresis() {
    var stream = SyntheticStream()
    let tilts: [Double] = [0, 6.5, 7.5, 5, 4.2, 3.5]
    for tilt in tilts { stream.add(seconds: 0.5) { _, _ in SampleSpec(tiltDegrees: tilt) } }
    let states = kinds(stream, thresholds: Self.flatnessOnly)
    let perSegment = stride(from: 0, to: states.count, by: 15).map { states[$0 + 14] }
    #expect(perSegment[0] == .settling)
    #expect(perSegment[1] == .settling, "6.5° is within the 7° tolerance")
    #expect(perSegment[2] == .tilted)
    #expect(perSegment[3] == .tilted, "5° is not yet below the 4° exit level")
    #expect(perSegment[4] == .tilted)
    #expect(perSegment[5] == .settling)
  }

  @Test("a tilted state names the angle and the lowest edge or corner")
  func tiltDirection() throws {
    let cases: [(toward: Double, direction: TiltDirection)] = [
      (0, .top), (45, .topRight), (90, .right), (135, .bottomRight),
      (180, .bottom), (225, .bottomLeft), (270, .left), (315, .topLeft),
    ]
    for (toward, direction) in cases {
      var gate = CaptureGate(estimator: estimator)
      gate.add(SyntheticStream.sample(at: 0, SampleSpec(tiltDegrees: 23, toward: toward)))
      guard case .tilted(let tilt) = gate.state else {
        Issue.record("expected tilted, got \(gate.state)")
        continue
      }
      #expect(abs(tilt.degrees - 23) < 1e-9)
      #expect(tilt.direction == direction)
    }
  }

  @Test("face down past 100°; back to tilted only below 90°, then flat")
  func faceDown() {
    var stream = SyntheticStream()
    for tilt in [150.0, 95, 85, 0] {
      stream.add(seconds: 0.5) { _, _ in SampleSpec(tiltDegrees: tilt) }
    }
    let states = kinds(stream, thresholds: Self.flatnessOnly)
    #expect(states[14] == .faceDown)
    #expect(states[29] == .faceDown, "95° has not come back below the 90° exit level")
    #expect(states[44] == .tilted)
    #expect(states[59] == .settling)
    var gate = CaptureGate(estimator: estimator)
    gate.add(SyntheticStream.sample(at: 0, SampleSpec(tiltDegrees: 180)))
    #expect(gate.state == .faceDown)
  }

  @Test("a hand circling the phone within the tilt tolerance is moving, and still again after")
  func circling() {
    var stream = SyntheticStream()
    stream.add(seconds: 1)
    stream.add(seconds: 1, rate: 60) { _, elapsed in
      SampleSpec(tiltDegrees: 3.8, toward: elapsed * 360)
    }
    stream.add(seconds: 1.5, rate: 60)
    let states = kinds(stream)
    #expect(states[29] == .settling)
    #expect(states[30..<90].contains(.moving))
    #expect(!states[30..<90].contains(.tilted), "3.8° stays within the tilt tolerance")
    let last = states.last
    #expect(
      last == .settling || last == .ready, "still again once the smoothed direction catches up")
  }

  @Test("gravity longer than 1 g by more than 0.08 g is moving; below 0.04 g it is not")
  func acceleration() {
    var stream = SyntheticStream()
    stream.add(seconds: 1) { _, _ in SampleSpec(length: 1.06) }
    stream.add(seconds: 1) { _, _ in SampleSpec(length: 1.2) }
    stream.add(seconds: 1) { _, _ in SampleSpec(length: 1.05) }
    stream.add(seconds: 1) { _, _ in SampleSpec(length: 1.02) }
    let states = kinds(stream)
    #expect(!states[0..<30].contains(.moving), "0.06 g is below the 0.08 g enter level")
    #expect(states[59] == .moving)
    #expect(states[89] == .moving, "0.05 g is not yet below the 0.04 g exit level")
    #expect(states[119] == .settling)
  }

  @Test("a falling phone (gravity near 0 g) is moving")
  func freeFall() {
    var gate = CaptureGate(estimator: estimator)
    gate.add(SyntheticStream.sample(at: 0, SampleSpec()))
    gate.add(SyntheticStream.sample(at: 0.03, SampleSpec(length: 0.01)))
    #expect(gate.state == .moving)
  }

  @Test("a tilt hovering at the threshold does not flicker")
  func noFlicker() {
    var generator = SeededGenerator(seed: 7)
    var stream = SyntheticStream()
    stream.add(seconds: 4) { _, _ in
      SampleSpec(tiltDegrees: 7 + 0.6 * generator.normal(), toward: 10)
    }
    var gate = CaptureGate(estimator: estimator, thresholds: Self.flatnessOnly)
    let changes = SyntheticStream.replay(stream.samples, through: &gate)
    // Without hysteresis a 0.6° wobble around 7° would cross the threshold dozens of times.
    #expect(changes.count <= 2, "\(changes.map { ($0.time, $0.state.kind) })")
  }

  @Test("a reading is never committed while tilted, however steady the light")
  func neverWhileTilted() {
    var stream = SyntheticStream()
    stream.add(seconds: 5) { _, _ in SampleSpec(tiltDegrees: 10) }
    var gate = CaptureGate(estimator: estimator)
    for sample in stream.samples {
      gate.add(sample)
      #expect(gate.state.kind == .tilted)
    }
    #expect(gate.lastReading == nil)
  }
}
