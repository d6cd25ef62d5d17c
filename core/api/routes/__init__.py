"""REST API routers, one resource per module."""
