import Testing

@testable import SolspotKit

/// A fresh store file with spots and readings saved the real way, for the answers from saved
/// spots (``SpotAnswers``).
final class AnswerFixture {
  let files: StoreFixture
  let store: SpotStore

  init() throws {
    files = try StoreFixture()
    store = try SpotStore(path: files.path)
  }

  /// Saves a spot named `name` with `readings`, giving each reading's stored id in order.
  @discardableResult
  func save(
    _ name: String, _ readings: [Reading], location: SpotLocation = .unspecified,
    lighting: LightingKind? = nil
  ) throws -> [Int64] {
    _ = try store.add(
      try NewSpot(
        name: name, location: location, createdAt: try Readings.time("2025-01-02T03:04:05+01:00"),
        lighting: lighting))
    return try readings.map { try store.add($0, toSpotNamed: name).id }
  }

  /// The answers with `own` profiles over the built-in ones.
  func answers(own: [DeviceProfile] = []) throws -> SpotAnswers {
    try SpotAnswers(store: store, profiles: ReadingProfiles(own: own))
  }

  /// `iphone-15-front` calibrated on `date`: twelve pairs around its default constant × 1.4.
  static func calibrated(_ date: String) throws -> DeviceProfile {
    let base = try #require(Readings.catalog.profile(named: "iphone-15-front"))
    let offsets = [0.3, -0.2, 0.1, -0.4, 0.25, -0.1, 0.05, 0.35, -0.3, 0.15, -0.05, 0.2]
    let observations = offsets.enumerated().map { index, offset in
      let lux = 20 * Math.pow(10, 3 * Double(index) / 11)
      let ev = Math.log2(lux) - Math.log2(0.53 * 1.4) - offset
      return CalibrationObservation(
        reading: .exposureValue(ev100: ev, bias: 0), referenceLux: lux,
        light: index % 2 == 0 ? "daylight" : "led", line: index + 2)
    }
    let fit = try CalibrationFit(
      observations: observations, profile: base, model: try ErrorModel.builtIn())
    return try fit.measuredProfile(
      from: base, referenceMeter: "meter", date: date, scope: .unit, constantSource: "fit",
      sigmaBasis: "fit")
  }
}
