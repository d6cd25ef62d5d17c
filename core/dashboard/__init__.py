"""Server-rendered web dashboard (SPEC 5.3)."""
