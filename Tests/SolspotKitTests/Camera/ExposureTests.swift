import Testing

@testable import SolspotKit

@Suite("Exposure settings and EV100")
struct ExposureTests {
  /// One row of bad settings and the error they must give.
  struct BadCase: CustomTestStringConvertible, Sendable {
    let name: String
    let fNumber: Double
    let time: Double
    let iso: Double
    let bias: Double
    let expected: ExposureError
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "f/0.3", fNumber: 0.3, time: 0.01, iso: 100, bias: 0,
      expected: .outOfRange(field: .fNumber, value: 0.3, allowed: Exposure.fNumberRange)),
    BadCase(
      name: "zero f-number", fNumber: 0, time: 0.01, iso: 100, bias: 0,
      expected: .notPositive(field: .fNumber, value: 0)),
    BadCase(
      name: "negative time", fNumber: 2, time: -1, iso: 100, bias: 0,
      expected: .notPositive(field: .exposureTime, value: -1)),
    BadCase(
      name: "two hours", fNumber: 2, time: 7200, iso: 100, bias: 0,
      expected: .outOfRange(field: .exposureTime, value: 7200, allowed: Exposure.exposureTimeRange)),
    BadCase(
      name: "ISO 10^9", fNumber: 2, time: 0.01, iso: 1e9, bias: 0,
      expected: .outOfRange(field: .iso, value: 1e9, allowed: Exposure.isoRange)),
    BadCase(
      name: "infinite ISO", fNumber: 2, time: 0.01, iso: .infinity, bias: 0,
      expected: .notFinite(field: .iso, value: .infinity)),
    BadCase(
      name: "absurd bias", fNumber: 2, time: 0.01, iso: 100, bias: -165_191_049.8,
      expected: .outOfRange(field: .bias, value: -165_191_049.8, allowed: Exposure.biasRange)),
  ]

  @Test("rejects impossible settings with the field and value", arguments: badCases)
  func rejectsBadSettings(_ row: BadCase) {
    #expect(throws: row.expected) {
      try Exposure(fNumber: row.fNumber, exposureTime: row.time, iso: row.iso, bias: row.bias)
    }
  }

  @Test("NaN is rejected as not finite")
  func rejectsNaN() {
    do {
      _ = try Exposure(fNumber: .nan, exposureTime: 0.01, iso: 100)
      Issue.record("NaN was accepted")
    } catch {
      #expect(error.field == .fNumber)
      guard case .notFinite = error else {
        Issue.record("expected not finite, got \(error)")
        return
      }
    }
  }

  @Test("hand-computed EV100 values")
  func handComputed() throws {
    // f/16, 1/125 s, ISO 100: log2(256 · 125) = log2(32000) = 14.966
    let sunny = try Exposure(fNumber: 16, exposureTime: 1.0 / 125, iso: 100)
    #expect(abs(sunny.ev100 - 14.965_784) < 1e-5)
    // f/1, 1 s, ISO 100 is EV 0 by definition.
    #expect(try Exposure(fNumber: 1, exposureTime: 1, iso: 100).ev100 == 0)
    // f/1.9, 1/60 s, ISO 100: log2(3.61 · 60) = 7.759
    #expect(abs(try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100).ev100 - 7.7588) < 1e-4)
    // ISO 400 is two stops more sensitive than ISO 100.
    let fast = try Exposure(fNumber: 16, exposureTime: 1.0 / 125, iso: 400)
    #expect(abs(sunny.ev100 - fast.ev100 - 2) < 1e-12)
  }

  @Test("EV100 moves one stop per stop of each setting, in the right direction")
  func monotonic() throws {
    let base = try Exposure(fNumber: 2.8, exposureTime: 0.01, iso: 200)
    let widerOpen = try Exposure(fNumber: 2.8 * 2.0.squareRoot(), exposureTime: 0.01, iso: 200)
    let longer = try Exposure(fNumber: 2.8, exposureTime: 0.02, iso: 200)
    let faster = try Exposure(fNumber: 2.8, exposureTime: 0.01, iso: 400)
    #expect(abs(widerOpen.ev100 - base.ev100 - 1) < 1e-12)
    #expect(abs(base.ev100 - longer.ev100 - 1) < 1e-12)
    #expect(abs(base.ev100 - faster.ev100 - 1) < 1e-12)
    var previous = -Double.infinity
    for iso in stride(from: 25.0, through: 6400, by: 25) {
      let ev = try Exposure(fNumber: 2, exposureTime: 0.01, iso: iso).ev100
      #expect(ev < previous || previous == -.infinity)
      previous = ev
    }
  }

  @Test("bias is added: +1 EV of compensation means a scene one stop brighter")
  func biasSign() throws {
    let plain = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100)
    let brighter = try Exposure(fNumber: 2, exposureTime: 0.01, iso: 100, bias: 1)
    #expect(brighter.ev100 == plain.ev100)
    #expect(brighter.sceneEV == plain.sceneEV + 1)
  }
}
