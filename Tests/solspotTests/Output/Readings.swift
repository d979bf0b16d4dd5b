import Testing

@testable import SolspotKit

/// Readings made the real way, through ``LuxEstimator``, for the tests of their words (the
/// library's tests have the same helper for their values).
enum Readings {
  static let catalog: DeviceProfileCatalog = {
    guard let catalog = try? DeviceProfileCatalog.builtIn() else {
      preconditionFailure("the built-in catalog loads in every build")
    }
    return catalog
  }()

  static func time(_ text: String) throws -> Timestamp {
    try #require(Timestamp(iso8601: text))
  }

  /// A manual reading at f/1.9, ISO 100 and `1/shutter` seconds.
  static func make(
    shutter: Double, device: String = "generic", at time: String = "2025-06-21T12:00+02:00",
    iso: Double = 100, source: ReadingSource = .manual
  ) throws -> Reading {
    let profile = try #require(catalog.profile(named: device))
    let estimate = try LuxEstimator(profile: profile)
      .estimate(try Exposure(fNumber: profile.fNumber ?? 1.9, exposureTime: 1 / shutter, iso: iso))
    return Reading(estimate: estimate, takenAt: try Self.time(time), source: source)
  }

  /// A capture's reading whose frame was clipped: an "at least" bound with its settings
  /// within the camera's range, as the capture gate commits it.
  static func clipped(
    shutter: Double = 4_000, device: String = "iphone-15-front",
    at time: String = "2025-06-23T13:00+02:00"
  ) throws -> Reading {
    let profile = try #require(catalog.profile(named: device))
    let settings = try Exposure(
      fNumber: profile.fNumber ?? 1.9, exposureTime: 1 / shutter, iso: 80)
    let estimate = try LuxEstimator(profile: profile)
      .estimate(sceneEV: settings.sceneEV, settings: settings, isClipped: true)
    return Reading(
      estimate: estimate, takenAt: try Self.time(time), source: .capture(file: "clipped.jsonl"))
  }
}
