import SolspotKit

/// The CSV of `--csv` (docs/csv.md): a header row of stable snake_case column names, then one
/// row per item; every command writes its CSV through this one writer.
///
/// Quoting is RFC 4180's: a field holding a comma, a quote, a carriage return or a line feed
/// is quoted, and a quote inside it is doubled; every other field is written as it is. Rows
/// end with a line feed. Numbers are plain decimals (``number(_:)``), codes are the codes JSON
/// gives, and an absent value is an empty field.
///
/// Figures of light are in the printed unit (``Illuminance``), and the header says which:
/// every column name with the word `lux` in it (`lux`, `lux_lower`, `reference_lux`) is
/// written with the unit's symbol instead (`fc`, `fc_lower`, `reference_fc`) under `--unit fc`.
/// Rows are keyed by the lux names, whatever the unit.
struct CSVTable {
  /// The column names with `lux` for the unit word, in order.
  let columns: [String]

  init(_ columns: [String]) {
    self.columns = columns
  }

  /// The header row, its unit words in the printed unit.
  var header: String {
    columns.map { name in
      Self.field(
        name.split(separator: "_", omittingEmptySubsequences: false)
          .map { $0 == "lux" ? Illuminance.symbol : String($0) }.joined(separator: "_"))
    }
    .joined(separator: ",")
  }

  /// One row: the cell of each column by its lux name, empty where `cells` has none.
  ///
  /// - Precondition: every key of `cells` is a column.
  func row(_ cells: [String: String]) -> String {
    precondition(cells.keys.allSatisfy(columns.contains), "a cell names no column")
    return columns.map { Self.field(cells[$0] ?? "") }.joined(separator: ",")
  }

  /// `text` as one field: quoted when it holds a comma, a quote, CR or LF, quotes doubled.
  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\""
      + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
      + "\""
  }

  /// A number as a plain decimal (`0.5`, `1200`, no grouping), or empty for none.
  static func number(_ value: Double?) -> String { value.map(NumberText.plain) ?? "" }

  /// A Boolean as `true` or `false`.
  static func flag(_ value: Bool) -> String { value ? "true" : "false" }

  /// A figure of light in the printed unit, to three significant figures as JSON gives lux
  /// (``JSONLine/significant(_:_:rounding:)``): "1200" lux is "111" fc.
  static func light(_ lux: Double?) -> String {
    number(lux.map { JSONLine.significant(Illuminance.value($0)) })
  }

  /// The cells of a value or bound in the printed unit, under `prefix`: `lux_kind`
  /// (`estimate`, `atLeast`, `atMost`), `lux`, `lux_lower`, `lux_upper` (ends and bounds
  /// rounded outward, as JSON does) and `confidence`.
  static func light(_ value: LuxValue, confidence: Confidence, prefix: String = "")
    -> [String: String]
  {
    [
      prefix + "lux_kind": value.kindName,
      prefix + "lux": light(value.point),
      prefix + "lux_lower": number(value.lowerLux.map { JSONLine.lower(Illuminance.value($0)) }),
      prefix + "lux_upper": number(value.upperLux.map { JSONLine.upper(Illuminance.value($0)) }),
      prefix + "confidence": number(confidence.level),
    ]
  }

  /// The columns of ``light(_:confidence:prefix:)``.
  static func lightColumns(prefix: String = "") -> [String] {
    ["lux_kind", "lux", "lux_lower", "lux_upper", "confidence"].map { prefix + $0 }
  }
}
