import Foundation
import SolspotKit
import Testing

/// ``SpotMeasurer`` with a capture the app's own ``CaptureGate`` ran live
/// (``MeasureRequest/Source/committed(_:name:)``): the same rules as a replayed capture, with a
/// real gate and a real SQLite store; values and codes, never sentences.
@Suite("Measuring a spot from a live capture")
struct SpotMeasurerLiveTests {
  let fixture: StoreFixture
  let store: SpotStore
  let measurer: SpotMeasurer
  /// 2025-06-21 12:00 UTC, as the request's "now".
  let now: Timestamp

  init() throws {
    fixture = try StoreFixture()
    store = try SpotStore(path: fixture.path)
    measurer = SpotMeasurer(store: store, catalog: Readings.catalog)
    now = try Readings.time("2025-06-21T12:00Z")
    _ = try store.add(
      NewSpot(
        name: "desk", location: .unspecified, createdAt: try Readings.time("2025-06-01T12:00Z"),
        deviceID: "iphone-x-front"))
  }

  /// A gate of `iphone-15-front` fed `seconds` at 30 Hz of a flat phone at `exposureTime`;
  /// the scene's EV offset is `offset(t)`.
  static func gate(
    seconds: Double, exposureTime: Double = 1.0 / 60, offset: (Double) -> Double = { _ in 0 }
  ) throws -> CaptureGate {
    let profile = try #require(Readings.catalog.profile(named: "iphone-15-front"))
    var gate = CaptureGate(estimator: try LuxEstimator(profile: profile))
    for index in 0..<Int(seconds * 30) {
      let time = Double(index) / 30
      gate.add(
        try CaptureSample(
          timestamp: time, exposureDuration: exposureTime, iso: 100, lensAperture: 1.9,
          exposureTargetOffset: offset(time), isAdjustingExposure: false,
          gravity: try Gravity(x: 0, y: 0, z: -1), clippedFraction: 0))
    }
    return gate
  }

  @Test("a standing live reading is saved with its window's spread and the gate's device")
  func standingSaved() throws {
    let gate = try Self.gate(seconds: 3)
    let live = CommittedCapture(gate)
    #expect(live.isStanding)
    let outcome = try measurer.measure(
      MeasureRequest(
        spot: "desk", source: .committed(live, name: "live"), device: .named("iphone-x-front"),
        now: now))
    guard case .saved(let saved) = outcome else {
      Issue.record("expected a saved reading, got \(outcome)")
      return
    }
    let reading = try #require(gate.lastReading)
    #expect(saved.estimate == reading.estimate)
    #expect(saved.stored.reading.deviceID == "iphone-15-front")
    #expect(saved.stored.reading.observedSpreadEV == reading.window.spreadEV)
    #expect(saved.stored.reading.source == .capture(file: "live"))
    #expect(saved.time.origin == .now)
    // The gate's device was used, not the spot's: no remembered-device note.
    #expect(!saved.notes.map(\.code).contains(.rememberedDevice))
    guard case .capture(let capture) = saved.detail else {
      Issue.record("not a capture's detail")
      return
    }
    #expect(capture.sampleCount == gate.sampleCount)
    #expect(try store.readingCount() == 1)
  }

  @Test("a live reading superseded while the phone lay there saves nothing")
  func supersededNothingSaved() throws {
    let live = CommittedCapture(try Self.gate(seconds: 3) { $0 < 2 ? 0 : 3 })
    #expect(live.reading != nil)
    #expect(live.supersession != nil)
    let outcome = try measurer.measure(
      MeasureRequest(spot: "desk", source: .committed(live, name: "live"), now: now))
    guard case .nothingSaved(let spot, let capture, let source) = outcome else {
      Issue.record("expected nothing saved, got \(outcome)")
      return
    }
    #expect(spot.name == "desk")
    #expect(source == .capture(file: "live"))
    #expect(capture.supersession == live.supersession)
    #expect(try store.readingCount() == 0)
  }

  @Test("an implausible live reading is refused, and saved flagged only when forced")
  func implausibleRefusedThenForced() throws {
    let live = CommittedCapture(try Self.gate(seconds: 3, exposureTime: 1.0 / 100_000))
    let reading = try #require(live.reading)
    #expect(!ImplausibleReading.check(reading.estimate).isEmpty)
    let refused = try measurer.measure(
      MeasureRequest(spot: "desk", source: .committed(live, name: "live"), now: now))
    guard case .refused(let refusal) = refused else {
      Issue.record("expected a refusal, got \(refused)")
      return
    }
    #expect(!refusal.refusals.isEmpty)
    #expect(try store.readingCount() == 0)
    let forced = try measurer.measure(
      MeasureRequest(spot: "desk", source: .committed(live, name: "live"), now: now, force: true))
    guard case .saved(let saved) = forced else {
      Issue.record("expected a saved reading, got \(forced)")
      return
    }
    #expect(saved.stored.reading.isForced)
    #expect(saved.readingNotes.map(\.code).first == .forced)
  }

  @Test("a live reading given a time in the future is refused; nothing saved")
  func futureTime() throws {
    let live = CommittedCapture(try Self.gate(seconds: 3))
    let ahead = try Readings.time("2025-06-21T13:00Z")
    #expect(throws: MeasureError.givenTimeInFuture(ahead, now: now)) {
      try measurer.measure(
        MeasureRequest(spot: "desk", source: .committed(live, name: "live"), time: ahead, now: now))
    }
    #expect(try store.readingCount() == 0)
  }
}
