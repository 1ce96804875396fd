-- Mender (GR 117): Play/After Reap: Purge a card from a discard pile. Fully heal and ward
-- each Robot creature (of both sides).
local function mend(ctx)
	ctx:rule("purge_from_a_discard_pile")
	for _, robot in ipairs(ctx:objects({ zone = "battleline", subtype = "robot" })) do
		ctx:rule("heal_and_ward", robot)
	end
end

return {
	resolve = mend,
	reap = mend,
}
