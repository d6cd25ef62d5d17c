"""Being written (issue 4)."""

from fastapi import APIRouter

router = APIRouter()
