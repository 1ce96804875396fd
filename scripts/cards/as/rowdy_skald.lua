-- Rowdy Skald (AS 038): Enhance only (deck building); in play it has no ability.
return {}
