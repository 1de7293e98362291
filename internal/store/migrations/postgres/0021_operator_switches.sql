-- Operator switches (issue 15): the feature flags and provider statuses an operator sets through
-- the operator API. In the database rather than in memory, so that a restart keeps the operator's
-- choice and every instance behind a load balancer answers the same. A name without a row takes
-- its default: FEATURES for a flag, on for a provider.
CREATE TABLE operator_switches (
    kind       TEXT     COLLATE "C" NOT NULL, -- feature or provider (internal/operator)
    name       TEXT     COLLATE "C" NOT NULL,
    enabled    SMALLINT NOT NULL,
    updated_at BIGINT   NOT NULL,
    PRIMARY KEY (kind, name)
);
