/// A spot's lamp and plants in an archive file (`spot export`), shared by the JSON and CSV
/// forms, and their conversion to checked values with a path naming any bad field.
///
/// JSON: `"lamp": {"start": "07:00", "end": "19:00", "source": "led-warm", "daylight": true}`
/// and `"plants": ["monstera-deliciosa"]` in the spot's object, each left out when the spot
/// has none. CSV: the columns ``csvColumns`` at the end of every row of the spot, empty when
/// it has none. Files without them (written before lamps were kept) import with neither.
struct ArchiveLightingFields: Codable, Hashable {
  /// A lamp schedule's fields.
  struct Lamp: Codable, Hashable {
    var start: String
    var end: String
    var source: String
    var daylight: Bool
  }

  var lamp: Lamp?
  var plants: [String]?

  /// The JSON keys these fields add to a spot's object.
  static let jsonKeys: Set<String> = ["lamp", "plants"]
  /// The CSV columns these fields add at the end of each row.
  static let csvColumns = ["lamp", "lamp_source", "lamp_daylight", "plants"]

  init(lamp: LampSchedule?, plantIDs: [String]) {
    self.lamp = lamp.map {
      Lamp(
        start: LampSchedule.iso8601Time(minute: $0.startMinute),
        end: LampSchedule.iso8601Time(minute: $0.endMinute), source: $0.source.rawValue,
        daylight: $0.hasDaylight)
    }
    plants = plantIDs.isEmpty ? nil : plantIDs
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.lamp) {
      try container.superDecoder(forKey: .lamp).rejectUnknownKeys(allowed: [
        "start", "end", "source", "daylight",
      ])
    }
    lamp = try container.decodeIfPresent(Lamp.self, forKey: .lamp)
    plants = try container.decodeIfPresent([String].self, forKey: .plants)
  }

  // MARK: - CSV

  /// The CSV fields: `07:00-19:00`, `led-warm`, `yes` or `no`, plant ids joined by `;`.
  var csvFields: [String] {
    [
      lamp.map { $0.start + "-" + $0.end } ?? "", lamp?.source ?? "",
      lamp.map { $0.daylight ? "yes" : "no" } ?? "", (plants ?? []).joined(separator: ";"),
    ]
  }

  /// The fields of ``csvColumns``' values; `path` prefixes the columns of errors.
  init(csv fields: [String], file: String, path: String) throws(DataError) {
    let (schedule, source, daylight, plants) = (fields[0], fields[1], fields[2], fields[3])
    if schedule.isEmpty && source.isEmpty && daylight.isEmpty {
      lamp = nil
    } else {
      let ends = schedule.split(separator: "-", omittingEmptySubsequences: false)
      guard ends.count == 2, ["yes", "no"].contains(daylight) else {
        throw DataError(file: file, field: path + "lamp", reason: .lampColumns)
      }
      lamp = Lamp(
        start: String(ends[0]), end: String(ends[1]), source: source, daylight: daylight == "yes")
    }
    self.plants =
      plants.isEmpty
      ? nil : plants.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
  }

  // MARK: - Checked values

  /// The checked lamp and plant ids; `path` prefixes the field names of errors.
  func values(file: String, path: String) throws(DataError) -> (LampSchedule?, [String]) {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: path + field, reason: reason)
    }
    var schedule: LampSchedule?
    if let lamp {
      guard let start = LampSchedule.minute(clockText: Substring(lamp.start)) else {
        throw fail("lamp.start", .notAClockTime(example: "07:00"))
      }
      guard let end = LampSchedule.minute(clockText: Substring(lamp.end)) else {
        throw fail("lamp.end", .notAClockTime(example: "19:00"))
      }
      guard let source = LightSource(rawValue: lamp.source), source != .daylight else {
        throw fail(
          "lamp.source",
          .oneOf(LightSource.allCases.filter { $0 != .daylight }.map(\.rawValue)))
      }
      do {
        schedule = try LampSchedule(
          startMinute: start, endMinute: end, source: source, hasDaylight: lamp.daylight)
      } catch {
        throw fail("lamp.end", .lampEndsAtStart)
      }
    }
    let plantIDs = plants ?? []
    for (index, plant) in plantIDs.enumerated()
    where plant.isEmpty || plant.count > ReadingRecord.maxTextLength {
      throw fail("plants[\(index)]", .idLength(1...ReadingRecord.maxTextLength))
    }
    return (schedule, plantIDs)
  }
}
