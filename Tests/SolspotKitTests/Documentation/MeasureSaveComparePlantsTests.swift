import Foundation
import SolspotKit
import Testing

/// The article SolspotKit.docc/MeasureSaveComparePlants.md, step by step, with the public API
/// only (a plain `import`): if a call the article shows stops compiling or changes meaning,
/// this fails.
@Suite("The DocC article: measure, save, compare, choose plants")
struct MeasureSaveComparePlantsTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-article-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Two seconds of a phone lying flat and still at 30 frames a second, fed to `gate`.
  static func lieFlat(_ gate: inout CaptureGate, exposureDuration: Double) throws {
    for frame in 0..<60 {
      let sample = try CaptureSample(
        timestamp: Double(frame) / 30, exposureDuration: exposureDuration, iso: 100,
        lensAperture: 1.9, exposureTargetOffset: 0, isAdjustingExposure: false,
        gravity: try Gravity(x: 0, y: 0, z: -1))
      gate.add(sample)
    }
  }

  @Test("the article's calls run end to end and give the answers it describes")
  func article() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Measure.
    let catalog = try DeviceProfileCatalog.builtIn()
    let profile = catalog.profile(named: "iPhone 15") ?? catalog.generic
    #expect(profile.id == "iphone-15-front")
    let estimator = try LuxEstimator(profile: profile)
    var sillGate = CaptureGate(estimator: estimator)
    try Self.lieFlat(&sillGate, exposureDuration: 1.0 / 250)
    let reading = try #require(sillGate.state.reading)
    #expect(sillGate.state.kind == .ready)
    #expect(reading.estimate.device.id == "iphone-15-front")

    let exposure = try Exposure(fNumber: 1.9, exposureTime: 1.0 / 250, iso: 100)
    let estimate = estimator.estimate(exposure)
    guard case .estimate(let point, let interval) = estimate.value else {
      Issue.record("settings within the camera's range give a value, not a bound")
      return
    }
    #expect(interval.lower < point && point < interval.upper)
    #expect(estimate.band.band.id == "low")
    #expect(Note.notes(of: estimate).map(\.code.rawValue).contains("uncalibrated"))

    // Save.
    let store = try SpotStore(path: folder.appendingPathComponent("spots.sqlite").path)
    let taken = try #require(Timestamp(secondsSince1970: 1_736_942_400, utcOffsetMinutes: 0))
    #expect(taken == Timestamp(iso8601: "2025-01-15T12:00Z"))
    _ = try store.add(NewSpot(name: "windowsill", location: .latitude(51.5), createdAt: taken))
    _ = try store.add(
      Reading(
        estimate: reading.estimate, takenAt: taken, source: .capture(file: "capture-1"),
        observedSpreadEV: reading.window.spreadEV),
      toSpotNamed: "windowsill")
    var shelfGate = CaptureGate(estimator: estimator)
    try Self.lieFlat(&shelfGate, exposureDuration: 1.0 / 30)
    let shelfReading = try #require(shelfGate.state.reading)
    _ = try store.add(NewSpot(name: "bookshelf", createdAt: taken))
    _ = try store.add(
      Reading(estimate: shelfReading.estimate, takenAt: taken, source: .capture(file: "c-2")),
      toSpotNamed: "bookshelf")

    // Compare: one phone, one calibration, 8× less light on the shelf.
    let answers = try SpotAnswers(store: store, profiles: ReadingProfiles(own: []))
    let pair = try answers.comparison(of: "bookshelf", with: "windowsill")
    #expect(pair.comparison.ratio.direction == .less)
    #expect(pair.comparison.basis.isRelative)
    let ratio = try #require(pair.comparison.ratio.point)
    #expect(abs(ratio - 30.0 / 250) < 0.001)
    #expect(pair.first.outlier == nil && pair.first.chosen.forcedLeftOut == 0)
    #expect(
      throws: AnswerError.sameSpot(first: "bookshelf", second: "Bookshelf", name: "bookshelf")
    ) {
      try answers.comparison(of: "bookshelf", with: "Bookshelf")
    }
    #expect(try answers.level(of: "windowsill").summary?.readingCount == 1)
    #expect(try answers.seasons(of: "windowsill").report.seasons.map(\.season) == [.winter])

    // Choose plants.
    let plants = try PlantCatalog.builtIn()
    let matcher = try PlantMatcher()
    let verdicts = try answers.plantVerdicts(
      of: "windowsill", plants: plants.plants, matcher: matcher)
    guard case .judged(let matches) = verdicts.judgement else {
      Issue.record("a windowsill's light is judged: \(verdicts.judgement)")
      return
    }
    #expect(verdicts.level.daylight.nightLeftOut == 0)
    let shown = PlantSelection(matches, filter: .init(petSafeOnly: true, limit: 10)).shown
    #expect(!shown.isEmpty && shown.count <= 10)
    #expect(shown.allSatisfy { $0.plant.toxicity.cats == .nonToxic })
    #expect(shown.allSatisfy { $0.verdict == .good || $0.verdict == .possible })
    let pothos = try #require(plants.plant(named: "pothos"))
    #expect(pothos.id == "epipremnum-aureum")
    let level = try answers.daylightLevel(of: "windowsill")
    let verdict = matcher.judge([pothos], spot: .level(level.summary)).matches.first?.verdict
    #expect(verdict != nil && verdict != .tooBright)

    // Measure and save in one call: settings, a photo and a capture.
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let photoPath = repository.appendingPathComponent(
      "Tests/SolspotKitTests/Metadata/Fixtures/iphone-front.jpg"
    ).path
    let capturePath = repository.appendingPathComponent("docs/examples/clean-flat.jsonl").path
    let measurer = SpotMeasurer(store: store, catalog: catalog)
    let now = try #require(Timestamp(secondsSince1970: 1_736_946_000, utcOffsetMinutes: 60))
    _ = try store.add(NewSpot(name: "desk", location: .latitude(51.5), createdAt: now))
    let requests = [
      MeasureRequest(
        spot: "desk", source: .settings(exposure), device: .named("iphone-15-front"), now: now),
      MeasureRequest(
        spot: "desk", source: .photo(.file(path: photoPath), name: "IMG_0042.jpg"), now: now),
      MeasureRequest(
        spot: "desk", source: .capture(.file(path: capturePath), name: "capture-3.jsonl"),
        now: now),
    ]
    var saved: [SavedMeasurement] = []
    for request in requests {
      switch try measurer.measure(request) {
      case .saved(let measurement): saved.append(measurement)
      case .refused(let refused): Issue.record("refused: \(refused.refusals.map(\.code))")
      case .nothingSaved(_, let capture, _): Issue.record("nothing saved: \(capture.state.kind)")
      }
    }
    #expect(saved.map(\.stored.reading.source.kind) == ["manual", "photo", "capture"])
    #expect(saved.map(\.time.origin) == [.now, .photo, .now])
    // The photo's profile is matched on its Exif (an iPhone 13): another device than the
    // settings', and its estimate has the photo geometry.
    #expect(saved[1].estimate.device.id == "iphone-13-front")
    #expect(saved[1].estimate.notes.contains(.photoGeometry))
    #expect(saved[1].notes.map(\.code).contains(.otherDevice))
    #expect(try store.spotWithReadings(named: "desk").readings.count == 3)
  }
}
