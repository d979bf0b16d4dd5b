import SolspotKit

/// The JSON forms of the `spot` commands' output (docs/cli.md, "solspot spot"). Field names
/// are stable; lux figures carry three significant figures as in `lux --json`.
enum SpotJSON {
  struct Spot: Encodable {
    let name: String
    let room: String?
    let notes: String?
    let latitude: Double?
    let hemisphere: String
    let hemisphereAssumed: Bool
    let created: String
    let readings: Int?
    let latest: ReadingJSON?

    init(_ spot: SavedSpot, readings: Int? = nil, latest: Reading? = nil) {
      name = spot.name
      room = spot.room
      notes = spot.notes
      latitude = spot.location.latitude
      hemisphere = spot.location.hemisphere.rawValue
      hemisphereAssumed = spot.location.isAssumed
      created = spot.createdAt.iso8601
      self.readings = readings
      self.latest = latest.map(ReadingJSON.init)
    }
  }

  struct Detail: Encodable {
    let spot: Spot
    let level: Summary?

    init(_ spot: SavedSpot, readings: [Reading], summary: ReadingSummary?) {
      self.spot = Spot(spot, readings: readings.count, latest: readings.last)
      level = summary.map(Summary.init)
    }
  }

  struct ReadingJSON: Encodable {
    let time: String
    let source: String
    let file: String?
    let device: String
    let calibration: String
    let calibrationDate: String?
    let settings: EstimateJSON.Settings
    let ev100: Double
    let sceneEV: Double
    let lux: EstimateJSON.Lux
    let band: String

    init(_ reading: Reading) {
      time = reading.takenAt.iso8601
      source = reading.source.kind
      file = reading.source.file
      device = reading.deviceID
      calibration = reading.calibration.statusName
      calibrationDate = reading.calibration.date
      let exposure = reading.exposure
      settings = EstimateJSON.Settings(
        fNumber: exposure.fNumber, exposureTime: exposure.exposureTime, iso: exposure.iso,
        bias: exposure.bias)
      ev100 = JSONLine.decimals(reading.ev100, 3)
      sceneEV = JSONLine.decimals(reading.sceneEV, 3)
      lux = EstimateJSON.lux(reading.value, confidence: reading.confidence)
      band = reading.bandID
    }
  }

  struct Summary: Encodable {
    let readings: Int
    let boundReadingsLeftOut: Int
    let lux: EstimateJSON.Lux
    let band: EstimateJSON.BandJSON
    let devices: [String]
    let calibrated: Bool

    init(_ summary: ReadingSummary) {
      readings = summary.count
      boundReadingsLeftOut = summary.boundReadings
      lux = EstimateJSON.lux(summary.value, confidence: summary.confidence)
      band = EstimateJSON.band(summary.band)
      devices = summary.deviceIDs
      calibrated = summary.isCalibrated
    }
  }

  struct Ratio: Encodable {
    /// `estimate`, `atLeast`, `atMost` or `unknown`.
    let kind: String
    let point: Double?
    let lower: Double?
    let upper: Double?
    let confidence: Double?
    /// `more`, `less`, `similar` or `unclear`.
    let direction: String
    let text: String

    init(_ ratio: LightRatio) {
      direction = ratio.direction.rawValue
      text = ComparisonText.ratio(ratio)
      switch ratio {
      case .estimate(let point, let lower, let upper, let level):
        (kind, self.point, self.lower, self.upper, confidence) = (
          "estimate", JSONLine.significant(point), JSONLine.significant(lower, rounding: .down),
          JSONLine.significant(upper, rounding: .up), level.level
        )
      case .atLeast(let value):
        (kind, point, lower, upper, confidence) = (
          "atLeast", nil, JSONLine.significant(value, rounding: .down), nil, nil
        )
      case .atMost(let value):
        (kind, point, lower, upper, confidence) = (
          "atMost", nil, nil, JSONLine.significant(value, rounding: .up), nil
        )
      case .unknown:
        (kind, point, lower, upper, confidence) = ("unknown", nil, nil, nil, nil)
      }
    }
  }

  struct Side: Encodable {
    let name: String
    let summary: Summary
    let leftOut: Int
  }

  struct Comparison: Encodable {
    let first: Side
    let second: Side
    let ratio: Ratio
    /// `sameCalibration` or `absolute`.
    let basis: String
    let device: String?
    let warning: String?

    init(first: String, second: String, _ comparison: LightComparison) {
      self.first = Side(
        name: first, summary: Summary(comparison.first), leftOut: comparison.firstLeftOut)
      self.second = Side(
        name: second, summary: Summary(comparison.second), leftOut: comparison.secondLeftOut)
      ratio = Ratio(comparison.ratio)
      switch comparison.basis {
      case .sameCalibration(let id, _):
        (basis, device, warning) = ("sameCalibration", id, nil)
      case .absolute(let reason):
        (basis, device, warning) = ("absolute", nil, reason.text)
      }
    }
  }

  struct Seasons: Encodable {
    struct Level: Encodable {
      let season: String
      let months: [Int]
      let summary: Summary
      let comparedWithReference: Comparison?
    }

    struct Change: Encodable {
      let season: String
      let firstMonth: Int
      let from: String
      let to: EstimateJSON.BandJSON
      /// The plants of this change, and the sentence the text adds for them.
      let plants: [SeasonPlantJSON.Entry]
      let plantNote: String?
    }

    let spot: String
    let hemisphere: String
    let hemisphereAssumed: Bool
    let reference: String?
    let seasons: [Level]
    let changes: [Change]
    /// The plant named with `--plant`, in the brightest season.
    let plant: SeasonPlantJSON.Baseline?

    init(
      spot: SavedSpot, _ report: SeasonalReport, plants: SeasonalPlants? = nil,
      plantNote: (SeasonalReport.BandChange) -> String? = { _ in nil },
      baseline: SeasonPlantJSON.Baseline? = nil
    ) {
      plant = baseline
      self.spot = spot.name
      hemisphere = report.hemisphere.rawValue
      hemisphereAssumed = report.isHemisphereAssumed
      reference = report.reference?.rawValue
      seasons = report.seasons.map { level in
        Level(
          season: level.season.rawValue, months: level.season.months(in: report.hemisphere),
          summary: Summary(level.summary),
          comparedWithReference: level.comparison.map {
            Comparison(first: level.season.rawValue, second: report.reference?.rawValue ?? "", $0)
          })
      }
      changes = report.changes.map { change in
        Change(
          season: change.season.rawValue, firstMonth: change.firstMonth, from: change.from.id,
          to: EstimateJSON.band(change.to),
          plants: plants?.effect(of: change)?.entries.map(SeasonPlantJSON.Entry.init) ?? [],
          plantNote: plantNote(change))
      }
    }
  }
}
