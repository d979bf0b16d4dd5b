import Testing

@testable import SolspotKit

/// The fast path (the store's curve samples of only the readings the curve can use, and the
/// library's curve) against the plain reference (every reading decoded whole, the curve
/// worked out as docs/method.md states it), on a real store with spots of every kind.
@Suite struct CurveFastPathTests {
  /// Relative tolerance between the two: the fast path computes the sun's elevation by the
  /// angle-addition formula and keeps its sine, which moves results by rounding only.
  static let tolerance = 1e-9

  /// A spot of the test store: where, its lamp, and the clock of its readings.
  struct Case {
    let name: String
    let location: SpotLocation
    let lamp: LampSchedule?
    /// The last reading: its day is the curve's.
    let latest: String
    /// The UTC offset before and after a change of clock 60 days before the latest.
    let offsets: (before: Int, after: Int)
  }

  static func cases() throws -> [Case] {
    [
      Case(
        name: "sill", location: .latitude(51.5), lamp: nil,
        latest: "2025-12-31T23:10:00+01:00", offsets: (120, 60)),
      Case(
        name: "south", location: .latitude(-33.9), lamp: nil,
        latest: "2025-06-20T15:40:00+10:00", offsets: (600, 600)),
      Case(
        name: "tropic", location: .latitude(5.6), lamp: nil,
        latest: "2025-03-21T12:05:00+00:00", offsets: (0, 0)),
      Case(
        name: "midnight sun", location: .latitude(69.6), lamp: nil,
        latest: "2025-06-30T09:00:00+02:00", offsets: (120, 120)),
      Case(
        name: "auckland", location: .latitude(-36.8), lamp: nil,
        latest: "2025-12-10T19:00:00+13:00", offsets: (720, 780)),
      Case(
        name: "lamp", location: .latitude(48.1),
        lamp: try LampSchedule(startMinute: 17 * 60, endMinute: 23 * 60, source: .ledWarmWhite),
        latest: "2025-11-20T22:30:00+01:00", offsets: (120, 60)),
      Case(
        name: "shelf", location: .unspecified,
        lamp: try LampSchedule(
          startMinute: 7 * 60, endMinute: 19 * 60, source: .ledCoolWhite, hasDaylight: false),
        latest: "2025-10-01T18:00:00+02:00", offsets: (120, 120)),
      Case(
        name: "no latitude", location: .hemisphere(.north), lamp: nil,
        latest: "2025-09-01T12:00:00+02:00", offsets: (120, 120)),
    ]
  }

  /// Readings about every 2 h 20 min for 150 days before `latest`, a fraction of the sun's
  /// daylight with weather, a few bounds, the clock changing 60 days before the end.
  static func readings(for spot: Case, estimates: [LuxEstimate], seed: UInt64) throws
    -> [Reading]
  {
    var random = SeededGenerator(seed: seed)
    let latest = try Readings.time(spot.latest)
    let sun = SolarCalculator.self
    var readings: [Reading] = []
    var unix = latest.secondsSince1970 - 150 * 86_400
    while unix < latest.secondsSince1970 {
      let offset =
        unix < latest.secondsSince1970 - 60 * 86_400 ? spot.offsets.before : spot.offsets.after
      let position = sun.position(
        julianDay: sun.julianDay(unixSeconds: Double(unix)),
        latitude: spot.location.latitude ?? 50, longitude: Double(offset) / 4)
      let weather = Math.exp2(random.normal() * 0.7)
      let lux = max(1, (300 + 21_000 * Math.sin(position.elevation * .pi / 180)) * 0.03 * weather)
      let time = try #require(Timestamp(secondsSince1970: unix, utcOffsetMinutes: offset))
      let estimate = estimates.min {
        abs(Math.log2(($0.value.point ?? 1) / lux)) < abs(Math.log2(($1.value.point ?? 1) / lux))
      }
      let bound = random.next() % 29 == 0
      readings.append(
        bound
          ? try Readings.clipped(at: time.iso8601)
          : Reading(estimate: try #require(estimate), takenAt: time, source: .manual))
      unix += 8_400 + Int64(random.next() % 600)
    }
    readings.append(
      Reading(estimate: estimates[estimates.count / 2], takenAt: latest, source: .manual))
    return readings
  }

  /// The store: every case's spot, lamp and readings.
  static func store(_ fixture: StoreFixture) throws -> SpotStore {
    let store = try SpotStore(path: fixture.path)
    let profile = try #require(Readings.catalog.profile(named: "iphone-15-front"))
    let estimator = try LuxEstimator(profile: profile)
    let estimates = try (0..<48).map { step in
      estimator.estimate(
        try Exposure(fNumber: 1.9, exposureTime: 1 / Math.exp2(Double(step) / 3), iso: 100))
    }.filter { $0.value.point != nil }
    var all: [(spot: SpotID, reading: Reading)] = []
    for (index, spot) in try cases().enumerated() {
      let saved = try store.add(try Readings.spot(spot.name, location: spot.location))
      if let lamp = spot.lamp { try store.setLamp(lamp, forSpotNamed: spot.name) }
      let readings = try Self.readings(for: spot, estimates: estimates, seed: UInt64(index + 1))
      all += readings.map { (saved.id, $0) }
    }
    try store.add(all, batchSize: 5_000)
    return store
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-9)
  }

  static func close(_ a: HourLight, _ b: HourLight) -> Bool {
    close(a.point, b.point) && close(a.lower, b.lower) && close(a.upper, b.upper)
  }

  @Test func theFastPathGivesTheReferenceCurveAndDLI() throws {
    let fixture = try StoreFixture()
    let store = try Self.store(fixture)
    let used = try store.allLighting()
    let season = try store.allLighting(scope: .season)
    #expect(used.map(\.spot.name) == season.map(\.spot.name))
    for (fast, wide) in zip(used, season) {
      let name = fast.spot.name
      let readings = try store.spotWithReadings(named: name).readings.map(\.reading)
      let spot = try #require(try Self.cases().first { $0.name == name })
      #expect(fast.lamp == spot.lamp)
      let reference = Result { () throws(DayCurveError) in
        try ReferenceDayCurve(readings: readings, location: spot.location, lamp: spot.lamp)
      }
      let curves = [fast, wide].map { lighting in
        Result { () throws(DayCurveError) in
          try DayCurve(samples: lighting.samples, location: spot.location, lamp: spot.lamp)
        }
      }
      switch (reference, curves[0], curves[1]) {
      case (.success(let expected), .success(let curve), .success(let wideCurve)):
        for hour in 0..<24 {
          #expect(
            Self.close(curve.hours[hour].daylight, expected.hours[hour].daylight), "\(name) \(hour)"
          )
          #expect(Self.close(curve.hours[hour].lamp, expected.hours[hour].lamp), "\(name) \(hour)")
          #expect(curve.hours[hour] == wideCurve.hours[hour], "\(name) \(hour)")
        }
        let usedReadings = curve.usedReadings
        #expect(usedReadings == wideCurve.usedReadings, "\(name)")
        #expect(usedReadings.map(\.takenAt.secondsSince1970) == expected.used.map(\.unix))
        #expect(usedReadings.map(\.role) == expected.used.map(\.role), "\(name)")
        for (reading, plain) in zip(usedReadings, expected.used) {
          #expect(Self.close(reading.lux ?? -1, plain.lux), "\(name)")
        }
        for source in [nil] + LightSource.allCases {
          let dli = DailyLightIntegral(curve: curve, source: source)
          let plain = Self.referenceDLI(expected, lampSource: spot.lamp?.source, source: source)
          #expect(Self.close(dli.point, plain.point), "\(name)")
          #expect(Self.close(dli.lower, plain.lower), "\(name)")
          #expect(Self.close(dli.upper, plain.upper), "\(name)")
        }
        // The season scope lists every reading of the window, with its reason.
        #expect(wideCurve.readings.count == wide.samples.count)
        #expect(fast.samples.count <= wide.samples.count)
      case (.failure(let expected), .failure(let error), .failure(let wideError)):
        #expect(Self.kind(error) == Self.kind(expected), "\(name)")
        #expect(Self.kind(wideError) == Self.kind(expected), "\(name)")
      default:
        Issue.record("\(name): the reference, the fast path and the season disagree")
      }
      let planned = ReminderPlanner.reminders(
        for: .init(spot: fast.spot, samples: fast.samples), now: try Readings.time(spot.latest))
      let plain = ReminderPlanner.reminders(
        for: .init(spot: fast.spot, readings: readings), now: try Readings.time(spot.latest))
      #expect(planned == plain, "\(name)")
    }
    // The point of the fast path: a season of readings at a sill, of which it reads the
    // daylight of the days the curve can use.
    let sill = try #require(used.first { $0.spot.name == "sill" })
    let sillSeason = try #require(season.first { $0.spot.name == "sill" })
    #expect(sill.samples.count * 3 < sillSeason.samples.count)
  }

  @Test func oneSpotReadsLikeAllSpots() throws {
    let fixture = try StoreFixture()
    let store = try Self.store(fixture)
    for scope in SpotLighting.Scope.allCases {
      let all = try store.allLighting(scope: scope)
      for spot in all { #expect(try store.lighting(named: spot.spot.name, scope: scope) == spot) }
    }
  }

  /// The DLI of the reference's hours, as docs/method.md section 9 states it.
  static func referenceDLI(
    _ curve: ReferenceDayCurve, lampSource: LightSource?, source: LightSource?
  ) -> (point: Double, lower: Double, upper: Double) {
    // `source` names the light that is not daylight: the lamp's at a spot with one.
    let day = (lampSource == nil ? source ?? .daylight : .daylight).ppfdPerLux
    let lamp = (source ?? lampSource ?? .unknown).ppfdPerLux
    var sums = (0.0, 0.0, 0.0)
    for hour in curve.hours {
      sums.0 += hour.daylight.point * day.nominal + hour.lamp.point * lamp.nominal
      sums.1 += hour.daylight.lower * day.lower + hour.lamp.lower * lamp.lower
      sums.2 += hour.daylight.upper * day.upper + hour.lamp.upper * lamp.upper
    }
    let point = sums.0 * 0.0036
    return (point, min(sums.1 * 0.0036, point), max(sums.2 * 0.0036, point))
  }

  /// The error's case, without its counts (the fast path reads fewer readings to count).
  static func kind(_ error: DayCurveError) -> String {
    switch error {
    case .noReadings: "no-readings"
    case .needsLatitude: "needs-latitude"
    case .noDaylightReadings: "no-daylight-readings"
    case .lampNotMeasured: "lamp-not-measured"
    }
  }
}
