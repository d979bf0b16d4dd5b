/// A change the store's migration to schema version 4 made to a spot saved under older rules,
/// so that every spot follows ``SpotTextRules`` and has a unique ``SpotName/key(_:)``.
///
/// No spot and no reading is removed: a name that now matches an earlier spot's gets a
/// suffix (" (2)", " (3)", …), a name, room or notes holding characters now refused is
/// repaired (``SpotTextRules/repaired(_:as:)``).
public struct SpotRepair: Sendable, Hashable {
  /// Why a text was changed.
  public enum Cause: Sendable, Hashable {
    /// The name's key equals the key of the earlier spot named here (same letters ignoring
    /// case or invisible characters).
    case sameNameAs(String)
    /// The text broke this rule.
    case invalid(SpotTextProblem)
    /// The text followed the rules once blank characters at its ends were removed (an
    /// invisible character such as U+200B, or a no-break space).
    case blankEnds
  }

  /// The spot.
  public let spot: SpotID
  /// The spot's name after the migration.
  public let spotName: String
  /// Which text changed.
  public let field: SpotTextField
  /// The text before.
  public let before: String
  /// The text after; `nil` when a room or notes held nothing visible and were removed.
  public let after: String?
  /// Why.
  public let cause: Cause

  /// Creates a record of a repair.
  public init(
    spot: SpotID, spotName: String, field: SpotTextField, before: String, after: String?,
    cause: Cause
  ) {
    self.spot = spot
    self.spotName = spotName
    self.field = field
    self.before = before
    self.after = after
    self.cause = cause
  }
}
