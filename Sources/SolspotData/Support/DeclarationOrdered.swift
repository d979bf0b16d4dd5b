/// An enum whose cases compare in the order they are declared: the first is the least.
///
/// The plant verdicts, grades, bases, direct-sun values and band depths are all ordered "best"
/// or "strongest" first this way, so that sorting by them needs no table of ranks.
public protocol DeclarationOrdered: CaseIterable, Comparable {}

extension DeclarationOrdered {
  /// Whether `lhs` is declared before `rhs`.
  ///
  /// Inlinable, so that each enumeration's comparison is specialized where it is used (the
  /// protocol lives in SolspotData; sorting plants by verdict happens in SolspotKit).
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool {
    let cases = Array(allCases)
    return (cases.firstIndex(of: lhs) ?? 0) < (cases.firstIndex(of: rhs) ?? 0)
  }
}
