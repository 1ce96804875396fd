-- Spirit of Embers: a level 0 champion. It has no memory cost, so it can never be materialized.
return {}
