-- Witch Queen (GR 351): Each other friendly Witch creature enters play ready. While Witch Queen
-- is in the center of your battleline, each other friendly Witch creature gains skirmish,
-- elusive, poison, and "Destroyed: Return this creature to its owner's hand."
local function other_friendly_witch(ctx, creature)
	return creature ~= ctx.this
		and creature:controller() == ctx.controller
		and creature:has_type("creature")
		and creature:has_subtype("witch")
end

local function centered(ctx)
	return ctx:rule("in_center", ctx.this)
end

local statics = {
	{ grant = "enters_ready", reaches = { "stack" }, applies_to = other_friendly_witch },
}
for _, keyword in ipairs({ "skirmish", "elusive", "poison" }) do
	table.insert(statics, { grant = keyword, applies_to = other_friendly_witch, condition = centered })
end

return {
	statics = statics,
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: a Witch returns to its owner's hand",
			applies = function(ctx, event)
				return other_friendly_witch(ctx, event.object) and centered(ctx)
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature:is_valid() then
					ctx:move(creature, "hand")
				end
			end,
		},
	},
}
