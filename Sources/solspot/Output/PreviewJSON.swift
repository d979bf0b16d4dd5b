import SolspotKit

/// The JSON of `solspot preview`: the same values the text renders, with codes.
enum PreviewJSON {
  /// Marks every preview's JSON: the feature and the product it is reserved for.
  struct Preview: Encodable {
    let feature: String
    let productIdentifier = FeatureGate.productIdentifier
  }

  /// An hour's light.
  struct Light: Encodable {
    let point: Double
    let lower: Double
    let upper: Double

    init(_ light: HourLight) {
      point = JSONLine.significant(light.point)
      lower = JSONLine.significant(light.lower, rounding: .down)
      upper = JSONLine.significant(light.upper, rounding: .up)
    }
  }

  /// One hour of a curve.
  struct Hour: Encodable {
    let hour: Int
    let daylight: Light
    let lamp: Light
    let total: Light
    let minutesFromReading: Double?
    let sunElevation: Double?

    init(_ hour: CurveHour) {
      self.hour = hour.hour
      daylight = Light(hour.daylight)
      lamp = Light(hour.lamp)
      total = Light(hour.total)
      minutesFromReading = hour.minutesFromReading.map { ($0 * 10).rounded() / 10 }
      sunElevation = hour.sunElevation.map { ($0 * 100).rounded() / 100 }
    }
  }

  /// A reading and its role.
  struct Use: Encodable {
    let time: String
    let role: String
    let lux: Double?

    init(_ reading: CurveReading) {
      time = reading.takenAt.iso8601
      lux = reading.lux.map { JSONLine.significant($0) }
      role =
        switch reading.role {
        case .daylight: "daylight"
        case .lamp: "lamp"
        case .leftOut(let why): why.rawValue
        }
    }
  }

  /// A lamp schedule.
  struct Lamp: Encodable {
    let start: String
    let end: String
    let source: String
    let hasDaylight: Bool
    let level: Light?
  }

  /// `preview curve --json`.
  struct Curve: Encodable {
    let preview = Preview(feature: Feature.dayCurve.rawValue)
    let spot: String
    let date: String
    let utcOffsetMinutes: Int
    let latitude: Double?
    let confidence: Double
    let meridianErrorMinutes: Double
    let luxHours: Light
    let hours: [Hour]
    let readings: [Use]
    let lamp: Lamp?

    init(spot: SavedSpot, _ curve: DayCurve) {
      self.spot = spot.name
      date = PreviewText.date(curve)
      utcOffsetMinutes = curve.utcOffsetMinutes
      latitude = curve.latitude
      confidence = curve.confidence.level
      meridianErrorMinutes = curve.meridianErrorMinutes
      luxHours = Light(curve.luxHours)
      hours = curve.hours.map(Hour.init)
      readings = curve.readings.map(Use.init)
      lamp = curve.lamp.map {
        Lamp(
          start: LightingText.clock($0.startMinute), end: LightingText.clock($0.endMinute),
          source: $0.source.rawValue, hasDaylight: $0.hasDaylight,
          level: curve.lampLevel.map(Light.init))
      }
    }
  }

  /// A plant's DLI verdict.
  struct Verdict: Encodable {
    let plant: String
    let fit: String?
    let min: Double?
    let max: Double?
    let source: String?
    let probabilityBelow: Double?
    let probabilityInside: Double?
    let probabilityAbove: Double?
  }

  /// `preview dli --json`.
  struct DLI: Encodable {
    let preview = Preview(feature: Feature.dailyLightIntegral.rawValue)
    let spot: String
    let date: String
    let dli: Double
    let lower: Double
    let upper: Double
    let confidence: Double
    let unit = "mol/m2/d"
    let daylightSource: String
    let daylightFactor: [Double]
    let lampSource: String?
    let lampShare: Double
    let plants: [Verdict]
    let readings: [Use]

    init(
      spot: SavedSpot, _ dli: DailyLightIntegral, curve: DayCurve,
      verdicts: [(String, DLIVerdict?)], needs: PlantDLICatalog
    ) {
      self.spot = spot.name
      date = PreviewText.date(curve)
      self.dli = JSONLine.significant(dli.point)
      lower = JSONLine.significant(dli.lower, rounding: .down)
      upper = JSONLine.significant(dli.upper, rounding: .up)
      confidence = dli.confidence.level
      daylightSource = dli.daylightSource.rawValue
      let factor = dli.daylightSource.ppfdPerLux
      daylightFactor = [factor.lower, factor.upper]
      lampSource = dli.lampSource?.rawValue
      lampShare = (dli.lampShare * 1000).rounded() / 1000
      plants = verdicts.map { id, verdict in
        func rounded(_ p: Double?) -> Double? { p.map { ($0 * 1000).rounded() / 1000 } }
        return Verdict(
          plant: id, fit: verdict?.fit.rawValue, min: verdict?.need.min, max: verdict?.need.max,
          source: verdict?.need.source, probabilityBelow: rounded(verdict?.probabilityBelow),
          probabilityInside: rounded(verdict?.probabilityInside),
          probabilityAbove: rounded(verdict?.probabilityAbove))
      }
      readings = curve.readings.map(Use.init)
    }
  }

  /// One reminder.
  struct Reminder: Encodable {
    let spot: String
    let due: String
    let reason: String
    let part: String?
    let plant: String?
    let season: String?
    let noonElevationFrom: Double?
    let noonElevationTo: Double?

    init(_ reminder: SolspotKit.Reminder) {
      spot = reminder.spotName
      due = PreviewText.dateText(reminder.due)
      reason = reminder.reason.code
      var part: String?
      var plant: String?
      var season: String?
      var from: Double?
      var to: Double?
      switch reminder.reason {
      case .sunMoved(let a, let b):
        (from, to) = ((a * 100).rounded() / 100, (b * 100).rounded() / 100)
      case .missingTimeOfDay(let p): part = p.rawValue
      case .plantSeasonCheck(let p, let s): (plant, season) = (p, s.rawValue)
      case .noReadings, .needsLatitude: break
      }
      self.part = part
      self.plant = plant
      self.season = season
      noonElevationFrom = from
      noonElevationTo = to
    }
  }

  /// `preview due --json`.
  struct Due: Encodable {
    let preview = Preview(feature: Feature.reminders.rawValue)
    let now: String
    let reminders: [Reminder]

    init(_ reminders: [SolspotKit.Reminder], now: Timestamp) {
      self.now = now.iso8601
      self.reminders = reminders.map(Reminder.init)
    }
  }
}
