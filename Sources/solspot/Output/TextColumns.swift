/// Rows of cells as text columns, each padded to its widest cell, two spaces apart; the last
/// column is not padded, so lines carry no trailing spaces.
enum TextColumns {
  static func render(_ rows: [[String]]) -> String {
    let count = rows.first?.count ?? 0
    let widths = (0..<count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
