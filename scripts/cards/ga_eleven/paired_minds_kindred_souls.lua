-- Paired Minds, Kindred Souls: look at the top ten cards of your deck; reveal a Horse ally
-- card from among them and put it into your hand; put the rest on the bottom of your deck
-- in any order. [Class Bonus] If you control a unique ally, the next Horse ally card you
-- activate this turn costs 2 less (a lasting reduction the next one claims).
return {
	resolve = function(ctx)
		local looked = ctx:top(10)
		local horses = {}
		for _, card in ipairs(looked) do
			if card:has_type("ally") and card:has_subtype("horse") then
				horses[#horses + 1] = card
			end
		end
		local pick = ctx:choose({
			prompt = "the Horse ally card to reveal and take",
			objects = horses,
			min = 1,
			max = 1,
		})[1]
		local rest = {}
		for _, card in ipairs(looked) do
			if pick == nil or card.id ~= pick.id then
				rest[#rest + 1] = card
			end
		end
		if pick ~= nil then
			ctx:reveal({ pick })
			ctx:move(pick, "hand")
		end
		ctx:rule("in_chosen_order", rest, "bottom")
		if
			ctx:rule("class_bonus")
			and ctx:count({ types = { "ally", "unique" }, controller = "you" }) > 0
		then
			ctx:lasting({
				target = { zone = "stack", controller = "you", type = "ally", subtype = "horse" },
				duration = "turn",
				once = true,
				effect = { cost = "reserve", reduce = 2 },
			})
		end
	end,
}
