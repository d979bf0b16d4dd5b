/// Rows of cells as text columns, each padded to its widest cell by the columns a terminal
/// shows (``DisplayWidth``: an emoji or a CJK character takes two), two spaces apart; the last
/// column is not padded, so lines carry no trailing spaces.
enum TextColumns {
  static func render(_ rows: [[String]]) -> String {
    let count = rows.first?.count ?? 0
    // Each cell's width once, counted as bytes when it is all ASCII (a list of a thousand
    // spots has four thousand cells).
    let cellWidths = rows.map { row in row.map(DisplayWidth.of) }
    let widths = (0..<count).map { column in cellWidths.map { $0[column] }.max() ?? 0 }
    var text = ""
    for (index, row) in rows.enumerated() {
      if index > 0 { text += "\n" }
      for (column, cell) in row.enumerated() {
        if column > 0 { text += "  " }
        text += cell
        if column < row.count - 1 {
          text += String(repeating: " ", count: widths[column] - cellWidths[index][column])
        }
      }
    }
    return text
  }
}
