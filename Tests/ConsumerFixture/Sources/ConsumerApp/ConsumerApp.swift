import NestedScrollCore
import ScrollPhysics

/// Uses the portable products as an app would, so the fixture compiles against them.
let consumerBehavior = NestedScrollBehavior(snapsHeader: true)
