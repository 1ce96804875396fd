-- Com. Officer Kirby (WC 295): Play/Fight/Reap: You may play one non-Star Alliance
-- artifact, upgrade or action card this turn (a permission for one card, spent by a card
-- of another house played through it; creatures and uses stay off-limits).
local function permit(ctx)
	ctx:lasting({
		target = {
			zone = "stack",
			controller = "you",
			any_types = { "artifact", "upgrade", "action" },
			not_attributes = { house = "staralliance" },
		},
		duration = "turn",
		effect = { allow = "activate", uses = 1 },
	})
end

return {
	resolve = permit,
	fight = permit,
	reap = permit,
}
