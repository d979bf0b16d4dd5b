extension SpotArchive {
  /// The CSV columns, in order: the spot's fields, then the reading's, then the spot's lamp
  /// and plants (``ArchiveLightingFields``), then the spot's device and whether the reading
  /// was forced, then how the spot is lit (``LightingKind``, empty when not given). A spot
  /// without readings has one row with the reading columns empty.
  public static let csvColumns = formatFourColumns + ["spot_lit"]

  /// The columns of files written before spots kept how they are lit: all but the last.
  /// Such files still import, their spots' lighting not given.
  static let formatFourColumns = formatThreeColumns + ["spot_device", "forced"]

  /// The columns of files written before spots kept a device and readings a forced flag
  /// (store version 7): all but the last two. Such files still import, no spot with a device
  /// and no reading forced.
  static let formatThreeColumns = formatTwoColumns + ArchiveLightingFields.csvColumns

  /// The columns of files written before lamps and plants were kept: all but the last four.
  /// Such files still import, their spots without a lamp or plants.
  static let formatTwoColumns = [
    "spot", "room", "notes", "latitude", "hemisphere", "created",
    "time", "source", "file", "device", "calibration", "calibration_date", "constant_lux",
    "constant_sigma_ev", "f_number", "exposure_time", "iso", "bias", "ev100", "scene_ev",
    "observed_spread_ev", "device_sigma_ev", "device_upward_ev", "scene_sigma_ev",
    "random_sigma_ev", "lux_kind", "point_lux", "lower_lux", "upper_lux", "confidence", "band",
    "limit_check", "bound_reason",
  ]

  /// The columns of files written before bound reasons were kept (format 1): all but the
  /// last, `bound_reason`. Such files still import; a bound's reason is then worked out from
  /// its value and limit check.
  static let formatOneColumns = Array(formatTwoColumns.dropLast())

  private static let spotColumnCount = 6

  /// The first field of the end row, which closes every CSV export:
  /// `#end,spots=N,readings=M`.
  ///
  /// The end row has three fields, so it cannot be mistaken for a spot's row (40 fields, or
  /// 39, 37, 33 and 32 in older formats) even for a spot named `#end`. A file cut short loses it
  /// and is refused (the 33- and 32-column formats, written without it, are read without
  /// it); a file with it whose counts differ from its rows is refused.
  public static let endRowMarker = "#end"

  /// The archive as CSV with a header row, one row per reading, and the end row
  /// (``endRowMarker``) with the counts of spots and readings.
  ///
  /// Numbers are written in Swift's shortest form that reads back to the same `Double`; an
  /// empty field is a missing value. Every row repeats its spot's fields.
  public func csv() -> String {
    var text = CSVWriter.record(Self.csvColumns)
    for entry in spots {
      let spot = SpotFields(entry.spot)
      let spotFields = [
        spot.name, spot.room ?? "", spot.notes ?? "", Self.number(spot.latitude),
        spot.hemisphere ?? "", spot.created,
      ]
      let lighting = ArchiveLightingFields(lamp: entry.lamp, plantIDs: entry.plantIDs).csvFields
      let device = spot.device ?? ""
      let lit = spot.lit ?? ""
      if entry.readings.isEmpty {
        let blank = Self.formatTwoColumns.count - spotFields.count
        text += CSVWriter.record(
          spotFields + Array(repeating: "", count: blank) + lighting + [device, "", lit])
      }
      for reading in entry.readings {
        text += CSVWriter.record(
          spotFields + Self.readingFields(ReadingRecord(reading)) + lighting
            + [device, reading.isForced ? "yes" : "no", lit])
      }
    }
    text += CSVWriter.record([
      Self.endRowMarker, "spots=\(spots.count)", "readings=\(readingCount)",
    ])
    return text
  }

  private static func readingFields(_ r: ReadingRecord) -> [String] {
    [
      r.time, r.source.rawValue, r.file ?? "", r.device, r.calibration.status.rawValue,
      r.calibration.date ?? "",
      number(r.calibration.constantLux), number(r.calibration.constantSigmaEV),
      number(r.settings.fNumber), number(r.settings.exposureTime), number(r.settings.iso),
      number(r.settings.bias), number(r.ev100), number(r.sceneEV), number(r.observedSpreadEV),
      number(r.error.deviceSigmaEV), number(r.error.deviceUpwardEV),
      number(r.error.sceneSigmaEV), number(r.error.randomSigmaEV), r.lux.kind.rawValue,
      number(r.lux.point), number(r.lux.lower), number(r.lux.upper), number(r.lux.confidence),
      r.band, r.limitCheck.rawValue, r.boundReason?.rawValue ?? "",
    ]
  }

  private static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }

  /// Reads an archive from CSV, checking every field.
  ///
  /// Rows of one spot must follow each other and agree on the spot's fields. A file with an
  /// end row must hold the spots and readings it counts. A file with the current columns
  /// (``csvColumns``) must have one: without it, it was cut short. A file with an older
  /// layout, written before end rows were, is read as it is: ``readCSV(_:file:)`` says
  /// whether it had one.
  ///
  /// - Throws: ``DataError`` naming the line (``DataError/line``) and the column, such as
  ///   line 12, `time`.
  public init(csv text: String, file: String) throws(DataError) {
    self = try Self.readCSV(text, file: file).archive
  }

  /// Reads an archive from CSV as ``init(csv:file:)`` does, and whether the file had its end
  /// row (whose counts were then checked).
  ///
  /// - Throws: ``DataError`` naming the line (``DataError/line``): a bad field, an end row
  ///   that is not the last row, one whose counts are not the file's (the end row's line,
  ///   ``DataError/isEndRow``), or a file with the current columns and no end row (the line
  ///   after the last).
  public static func readCSV(_ text: String, file: String) throws(DataError)
    -> (archive: SpotArchive, hasEndRow: Bool)
  {
    let records: [(line: Int, fields: [String])]
    do throws(CSVReader.Failure) {
      records = try CSVReader.records(in: text).map { ($0.line, $0.fields) }
    } catch {
      let reason: DataError.Reason =
        switch error.problem {
        case .unclosedQuote: .unclosedQuote
        case .textAfterQuote: .textAfterQuote
        }
      throw DataError(file: file, field: "", line: error.line, reason: reason)
    }
    guard let header = records.first,
      [
        Self.csvColumns, Self.formatFourColumns, Self.formatThreeColumns, Self.formatTwoColumns,
        Self.formatOneColumns,
      ]
      .contains(header.fields)
    else {
      throw DataError(
        file: file, field: "", line: 1,
        reason: .notArchiveHeader(startsWith: Array(Self.csvColumns.prefix(6))))
    }
    var spots: [ArchivedSpot] = []
    var current: (fields: [String], spot: ArchivedSpot, readings: [Reading])?
    var end: (line: Int, fields: [String])?
    // The lamp and plant columns, when the file has them, belong to the spot; so does the
    // device, and the forced flag to the reading.
    // The spot's lighting, last, is the spot's as well.
    let litCount = header.fields == Self.csvColumns ? 1 : 0
    let versionCount =
      header.fields == Self.csvColumns || header.fields == Self.formatFourColumns ? 2 : 0
    let lightingCount =
      header.fields.count >= Self.formatThreeColumns.count
      ? ArchiveLightingFields.csvColumns.count : 0
    for (line, row) in records.dropFirst() {
      // Fields are named by column; the line comes from `atLine` below.
      let path = ""
      if let end {
        throw DataError(file: file, field: "", line: line, reason: .afterEndRow(endLine: end.line))
      }
      if row.count == 3 && row[0] == Self.endRowMarker {
        end = (line, row)
        continue
      }
      guard row.count == header.fields.count else {
        let reason: DataError.Reason =
          row.count < header.fields.count
          ? .rowCutShort(
            count: row.count, expected: header.fields.count,
            isLastLine: line == records.last?.line)
          : .fieldCount(row.count, expected: header.fields.count)
        throw DataError(file: file, field: "", line: line, reason: reason)
      }
      do throws(DataError) {
        let litPart = Array(row.suffix(litCount))
        let unlit = Array(row.dropLast(litCount))
        let fields = Array(unlit.dropLast(lightingCount + versionCount))
        let lightingPart = Array(unlit.dropLast(versionCount).suffix(lightingCount))
        let versionPart = Array(unlit.suffix(versionCount))
        let spotPart =
          Array(fields.prefix(Self.spotColumnCount)) + lightingPart + versionPart.prefix(1)
          + litPart
        if current?.fields != spotPart {
          if let done = current { spots.append(done.spot.with(readings: done.readings)) }
          let spotColumns = Array(spotPart.prefix(Self.spotColumnCount))
          var spotFields = try Self.spotFields(spotColumns, file: file, path: path)
          spotFields.device = versionPart.first.flatMap { $0.isEmpty ? nil : $0 }
          spotFields.lit = litPart.first.flatMap { $0.isEmpty ? nil : $0 }
          let spot = try spotFields.spot(file: file, path: path)
          let (lamp, plants) =
            lightingCount == 0
            ? (nil, [])
            : try ArchiveLightingFields(csv: lightingPart, file: file, path: path)
              .values(file: file, path: path)
          if spots.contains(where: { SpotName.key($0.spot.name) == SpotName.key(spot.name) }) {
            throw DataError(file: file, field: path + "spot", reason: .spotRowsSplit(spot.name))
          }
          current = (
            spotPart, ArchivedSpot(spot: spot, readings: [], lamp: lamp, plantIDs: plants), []
          )
        }
        let readingPart = Array(fields.dropFirst(Self.spotColumnCount))
        guard readingPart.contains(where: { !$0.isEmpty }) else { continue }
        var readingFields = try Self.readingFields(readingPart, file: file, path: path)
        if let forced = versionPart.last {
          guard ["yes", "no", ""].contains(forced) else {
            throw DataError(
              file: file, field: path + "forced",
              reason: .unknownValue(forced, expected: ["yes", "no", ""]))
          }
          readingFields.forced = forced.isEmpty ? nil : forced == "yes"
        }
        let reading = try readingFields.reading(file: file, path: path)
        current?.readings.append(reading)
      } catch {
        throw error.atLine(line)
      }
    }
    if let done = current { spots.append(done.spot.with(readings: done.readings)) }
    let archive = SpotArchive(spots: spots)
    guard let end else {
      // Every file with the current columns was written with its end row: one without it
      // was cut short. Only the older layouts, written before end rows were, may lack it.
      guard header.fields != Self.csvColumns && header.fields != Self.formatThreeColumns else {
        throw DataError(
          file: file, field: "", line: (records.last?.line ?? 1) + 1,
          reason: .endRowMissing(columns: header.fields.count, marker: endRowMarker))
      }
      return (archive, false)
    }
    let expected = ["spots=\(archive.spots.count)", "readings=\(archive.readingCount)"]
    guard Array(end.fields.dropFirst()) == expected else {
      throw DataError(
        file: file, field: "", line: end.line, isEndRow: true,
        reason: .endRowCounts(found: Array(end.fields.dropFirst()), expected: expected))
    }
    return (archive, true)
  }

  private static func spotFields(_ fields: [String], file: String, path: String)
    throws(DataError) -> SpotFields
  {
    let columns = ArchiveCSVRow(fields: fields, offset: 0, file: file, path: path)
    return SpotFields(
      name: fields[0], room: columns.optionalText(1), notes: columns.optionalText(2),
      latitude: try columns.optionalNumber(3), hemisphere: columns.optionalText(4),
      created: fields[5])
  }

  private static func readingFields(_ fields: [String], file: String, path: String)
    throws(DataError) -> ReadingRecord
  {
    let c = ArchiveCSVRow(fields: fields, offset: spotColumnCount, file: file, path: path)
    return ReadingRecord(
      time: fields[0], source: try c.code(1), file: c.optionalText(2), device: fields[3],
      calibration: .init(
        status: try c.code(4), date: c.optionalText(5), constantLux: try c.number(6),
        constantSigmaEV: try c.number(7)),
      settings: .init(
        fNumber: try c.number(8), exposureTime: try c.number(9), iso: try c.number(10),
        bias: try c.number(11)),
      ev100: try c.number(12), sceneEV: try c.number(13),
      observedSpreadEV: try c.optionalNumber(14),
      error: .init(
        deviceSigmaEV: try c.number(15), deviceUpwardEV: try c.number(16),
        sceneSigmaEV: try c.number(17), randomSigmaEV: try c.number(18)),
      lux: .init(
        kind: try c.code(19), point: try c.optionalNumber(20), lower: try c.optionalNumber(21),
        upper: try c.optionalNumber(22), confidence: try c.number(23)),
      band: fields[24], limitCheck: try c.code(25),
      boundReason: fields.count > 26 && !fields[26].isEmpty ? try c.code(26) : nil)
  }
}

extension ArchivedSpot {
  /// This spot with `readings`.
  fileprivate func with(readings: [Reading]) -> ArchivedSpot {
    ArchivedSpot(spot: spot, readings: readings, lamp: lamp, plantIDs: plantIDs)
  }
}

/// Typed access to the fields of one CSV row, with errors naming the column.
private struct ArchiveCSVRow {
  let fields: [String]
  let offset: Int
  let file: String
  let path: String

  func optionalText(_ index: Int) -> String? { fields[index].isEmpty ? nil : fields[index] }

  func optionalNumber(_ index: Int) throws(DataError) -> Double? {
    let text = fields[index]
    guard !text.isEmpty else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw DataError(
        file: file, field: path + SpotArchive.csvColumns[offset + index],
        reason: .notANumber(text))
    }
    return value
  }

  /// The code in column `index`, one of `T`'s, or an error naming the column and the value.
  func code<T: RawRepresentable & CaseIterable>(_ index: Int) throws(DataError) -> T
  where T.RawValue == String {
    guard let value = T(rawValue: fields[index]) else {
      throw DataError(
        file: file, field: path + SpotArchive.csvColumns[offset + index],
        reason: .unknownValue(fields[index], expected: T.allCases.map(\.rawValue)))
    }
    return value
  }

  func number(_ index: Int) throws(DataError) -> Double {
    guard let value = try optionalNumber(index) else {
      throw DataError(
        file: file, field: path + SpotArchive.csvColumns[offset + index], reason: .empty)
    }
    return value
  }
}
