import SolspotKit

/// The CSV of `spot list`, `spot history` and `spot seasons` (docs/csv.md): one row per spot,
/// reading or season, figures of light in the printed unit.
enum SpotCSV {
  // MARK: - spot list

  static let list = CSVTable(
    ["spot", "room", "device", "readings", "latest_taken"]
      + CSVTable.lightColumns(prefix: "latest_") + ["latest_band"])

  /// One row per spot: its name, room, default device, reading count and latest reading.
  static func list(_ listings: [SpotListing]) -> [String] {
    [list.header]
      + listings.map { listing in
        var cells = [
          "spot": listing.spot.name, "room": listing.spot.room ?? "",
          "device": listing.spot.deviceID ?? "", "readings": String(listing.readingCount),
        ]
        if let latest = listing.latest {
          cells["latest_taken"] = latest.takenAt.iso8601
          cells["latest_band"] = latest.bandID
          cells.merge(
            CSVTable.light(latest.value, confidence: latest.confidence, prefix: "latest_")
          ) { $1 }
        }
        return list.row(cells)
      }
  }

  // MARK: - spot history

  static let history = CSVTable(
    ["id", "taken"] + CSVTable.lightColumns() + [
      "bound_reason", "band", "device", "calibration", "f_number", "exposure_time", "iso", "bias",
      "ev100", "source", "file", "forced",
    ])

  /// One row per reading, oldest first, with its id for `spot remove NAME --reading ID`.
  static func history(_ readings: [StoredReading]) -> [String] {
    [history.header]
      + readings.map { stored in
        let reading = stored.reading
        var cells = [
          "id": String(stored.id), "taken": reading.takenAt.iso8601,
          "bound_reason": reading.boundReason?.rawValue ?? "", "band": reading.bandID,
          "device": reading.deviceID, "calibration": reading.calibration.statusName,
          "f_number": CSVTable.number(reading.exposure.fNumber),
          "exposure_time": CSVTable.number(reading.exposure.exposureTime),
          "iso": CSVTable.number(reading.exposure.iso),
          "bias": CSVTable.number(reading.exposure.bias),
          "ev100": CSVTable.number(JSONLine.decimals(reading.ev100, 3)),
          "source": reading.source.kind, "file": reading.source.file ?? "",
          "forced": CSVTable.flag(reading.isForced),
        ]
        cells.merge(CSVTable.light(reading.value, confidence: reading.confidence)) { $1 }
        return history.row(cells)
      }
  }

  // MARK: - spot seasons

  static let seasons = CSVTable(
    ["season", "readings"] + CSVTable.lightColumns() + [
      "band", "band_kind", "reference", "ratio_kind", "ratio", "ratio_lower", "ratio_upper",
      "direction",
    ])

  /// One row per season with readings, in the year's order: its level and its ratio to the
  /// brightest season (`reference` is `true` on that season's row, whose ratio is empty).
  static func seasons(_ report: SeasonalReport) -> [String] {
    [seasons.header]
      + report.seasons.map { level in
        let summary = level.summary
        var cells = [
          "season": level.season.rawValue, "readings": String(summary.readingCount),
          "reference": CSVTable.flag(level.season == report.reference),
        ]
        if let value = summary.value {
          cells.merge(CSVTable.light(value, confidence: summary.confidence)) { $1 }
          cells["band"] = summary.band.band.id
          cells["band_kind"] = EstimateJSON.band(summary.band, explain: false).kind
        }
        if let ratio = level.comparison?.ratio {
          cells.merge(Self.ratio(ratio)) { $1 }
          cells["direction"] = ratio.direction.rawValue
        }
        return seasons.row(cells)
      }
  }

  /// A ratio's cells: `ratio_kind` (`estimate`, `atLeast`, `atMost`, `unknown`) and its
  /// figures, to three significant figures, ends outward.
  static func ratio(_ ratio: LightRatio) -> [String: String] {
    switch ratio {
    case .estimate(let point, let lower, let upper, _):
      [
        "ratio_kind": "estimate", "ratio": CSVTable.number(JSONLine.significant(point)),
        "ratio_lower": CSVTable.number(JSONLine.lower(lower)),
        "ratio_upper": CSVTable.number(JSONLine.upper(upper)),
      ]
    case .atLeast(let value):
      ["ratio_kind": "atLeast", "ratio_lower": CSVTable.number(JSONLine.lower(value))]
    case .atMost(let value):
      ["ratio_kind": "atMost", "ratio_upper": CSVTable.number(JSONLine.upper(value))]
    case .unknown:
      ["ratio_kind": "unknown"]
    }
  }
}
