"""Fake chat platforms and drivers shared by the adapter contract suite."""
