-- Corporal Bridger (GR 244): Play/After Fight/After Reap: You may use a non-Star Alliance
-- creature this turn (one use, not a play; each resolution gives one).
local function permit(ctx)
	ctx:lasting({
		target = { controller = "you", type = "creature", not_attributes = { house = "staralliance" } },
		duration = "turn",
		effect = { allow = "use", uses = 1 },
	})
end

return {
	resolve = permit,
	fight = permit,
	reap = permit,
}
