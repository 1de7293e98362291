-- Operator switches (issue 15): the feature flags and provider statuses an operator sets through
-- the operator API. In the database rather than in memory, so that a restart keeps the operator's
-- choice and every instance behind a load balancer answers the same. A name without a row takes
-- its default: FEATURES for a flag, on for a provider.
CREATE TABLE operator_switches (
    kind       TEXT    NOT NULL, -- feature or provider (internal/operator)
    name       TEXT    NOT NULL,
    enabled    INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (kind, name)
) WITHOUT ROWID;
