-- Lethal Distraction (AoA 305), action: Play: Choose a creature. For the remainder of the
-- turn, whenever it is dealt damage, it is dealt 2 more. A replacement effect kept on for
-- the turn by a lasting effect; the creature chosen carries a grant naming this card.
local function mark(ctx)
	return "lethal_distraction_" .. tostring(ctx.this.id)
end

return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local creature =
			ctx:choose({ prompt = "Which creature takes 2 more damage?", objects = creatures })[1]
		if creature == nil then
			return
		end
		ctx:lasting({ target = creature, duration = "turn", effect = { grant = mark(ctx) } })
		ctx:lasting({ duration = "turn", effect = { trigger = "two_more" } })
	end,
	replacements = {
		{
			on = "damage",
			lasting = "two_more",
			label = "it is dealt 2 more damage",
			applies = function(ctx, change)
				return change.target ~= nil and change.amount > 0 and change.target:has_keyword(mark(ctx))
			end,
			instead = function(_ctx, change)
				change.amount = change.amount + 2
				return change
			end,
		},
	},
}
