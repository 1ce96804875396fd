-- Kaupe (DT 341): Your opponent cannot play more than 1 card of each card type (action,
-- artifact, creature, upgrade) each turn: a card of a type they played this turn can't be
-- played. Its evil twin (DT 309): the restriction is on its own player instead, and
-- Fight/Reap: Discard any number of cards from your hand; for each, deal 2 damage to an
-- enemy creature.
local function twin(ctx)
	return ctx.this:card_id() == "kaupe_evil_twin"
end

local function discard_for_damage(ctx)
	if not twin(ctx) then
		return
	end
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local chosen = ctx:choose({ prompt = "Discard which cards?", objects = hand, min = 0, max = #hand })
	local discarded = #ctx:discard(chosen)
	for i = 1, discarded do
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local prompt = "Deal 2 damage to which enemy creature? (" .. i .. " of " .. discarded .. ")"
		ctx:deal_damage(ctx:choose({ prompt = prompt, objects = enemies })[1], 2)
	end
end
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				local limited = twin(ctx) and ctx.controller or ctx.opponent
				if card:controller() ~= limited then
					return false
				end
				for _, act in ipairs(limited:this_turn("played")) do
					for _, t in ipairs(act.types or {}) do
						if card:has_type(t) then
							return true
						end
					end
				end
				return false
			end,
		},
	},
	fight = discard_for_damage,
	reap = discard_for_damage,
}
