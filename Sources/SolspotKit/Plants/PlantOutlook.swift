/// The answer to "which plants will do best here?" for matches in ranking order
/// (``PlantMatcher/rank(_:)``): how many the light suits at their best (`good`) and how many it
/// merely keeps alive (`possible`), the first plants of the best of those groups, where those
/// plants do best, and, when the light suits none, the plant nearest to suiting.
///
/// Properties (mirrored by the tests):
/// - `leaders` are the first matches of the best suited verdict present, in ranking order, at
///   most the number asked for; empty when the light suits no plant;
/// - `idealEdge` is set only for `possible` leaders that all lie on one side of their ideal;
/// - `nearest` is set only when the light suits no plant: the match with the most room (the
///   least shortfall) before its nearer tolerated limit.
public struct PlantOutlook: Sendable, Hashable {
  /// Where `possible` leaders do best: the edges of their ideal ranges on the side where the
  /// light misses them.
  public struct IdealEdge: Sendable, Hashable {
    /// Which side of the light the ideal lies on.
    public enum Side: String, Sendable, Hashable {
      /// The ideal lies above the light: the leaders do best from `lowest` lux (or up to
      /// `highest`, when their ideals start at different figures).
      case above
      /// The ideal lies below the light: the leaders do best under `lowest` lux (or up to
      /// `highest`).
      case below
    }

    /// The side.
    public let side: Side
    /// The lowest of the leaders' ideal edges, in lux.
    public let lowest: Double
    /// The highest of them, in lux (equal to `lowest` when they agree).
    public let highest: Double
  }

  /// How many matches are good.
  public let good: Int
  /// How many are possible.
  public let possible: Int
  /// How many were judged.
  public let judged: Int
  /// The first matches of the best suited verdict present.
  public let leaders: [PlantMatch]
  /// Where the leaders do best, for `possible` leaders on one side of their ideals.
  public let idealEdge: IdealEdge?
  /// When the light suits no plant: the one nearest to suiting.
  public let nearest: PlantMatch?

  /// The outlook of `matches`, which are in ranking order, naming at most `leaderCount`
  /// leaders (three by default: enough to answer in one line).
  public init(_ matches: [PlantMatch], leaderCount: Int = 3) {
    precondition(leaderCount >= 1, "an outlook names at least one plant")
    good = matches.count(where: { $0.verdict == .good })
    possible = matches.count(where: { $0.verdict == .possible })
    judged = matches.count
    let best: PlantVerdict? = good > 0 ? .good : (possible > 0 ? .possible : nil)
    leaders =
      best.map { verdict in
        Array(matches.lazy.filter { $0.verdict == verdict }.prefix(leaderCount))
      } ?? []
    idealEdge = best == .possible ? Self.edge(of: leaders) : nil
    nearest = best == nil ? matches.max { $0.margin < $1.margin } : nil
  }

  /// The side of their ideals that `possible` matches miss, with the edges there; `nil` when
  /// they miss it on different sides.
  static func edge(of matches: [PlantMatch]) -> IdealEdge? {
    // A possible match below its ideal rests on its tolerated minimum, above it on its maximum.
    let below = matches.allSatisfy { $0.deciding == .toleratedMin }
    let above = matches.allSatisfy { $0.deciding == .toleratedMax }
    guard below || above else { return nil }
    let edges = matches.compactMap { match in
      below ? match.plant.light.ideal.min.lux : match.plant.light.ideal.max.lux
    }
    guard let lowest = edges.min(), let highest = edges.max() else { return nil }
    return IdealEdge(side: below ? .above : .below, lowest: lowest, highest: highest)
  }
}
