// The incremental simplex constraint solver behind Auto Layout. Knows nothing of views.
