-- Polaris, Twinkling Cauldron. Whenever you sacrifice an Herb, put an age counter on
-- Polaris. [Class Bonus] REST, Banish Polaris: deal X damage to all allies, then generate
-- up to X Cosmic Bolt cards and shuffle them into your deck, X being the age counters that
-- were on Polaris. Generated into the deck, a private zone, each Cosmic Bolt is revealed
-- first (ctx:generate does it: CR, Revealing 1.a, example). The Arisanna Bonus (activated
-- from the material deck, entering rested) is not built: see GA-CARD-polaris-twinkling-cauldron.
return {
	triggers = {
		{
			-- A sacrifice puts an object its controller controls from the field into the
			-- graveyard (a token ceases to exist on the way): the Herb's leaving play under
			-- your control, read as it last was.
			on = "leaves_play",
			label = "an age counter on Polaris (an Herb sacrificed)",
			applies = function(ctx, event)
				return event.object ~= nil
					and event.object:has_subtype("herb")
					and event.player ~= nil
					and event.player.index == ctx.controller.index
					and ctx.this:zone() == "field"
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "age", 1)
			end,
		},
	},
	activated = {
		unleash = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "Class Bonus: your champion is not a cleric"
			end,
			resolve = function(ctx)
				-- Its banishment paid for the ability: the counters it had then.
				local x = ctx:cost_counter("age")
				for _, ally in ipairs(ctx:objects({ zone = "field", type = "ally" })) do
					ctx:deal_damage(ally, x)
				end
				if x <= 0 then
					return
				end
				local options = {}
				for i = 0, x do
					options[#options + 1] = tostring(i)
				end
				local n = tonumber(ctx:choose({
					prompt = "how many Cosmic Bolt cards to generate and shuffle into your deck",
					options = options,
					min = 1,
					max = 1,
				})[1]) or 0
				for _ = 1, n do
					ctx:generate("cosmic_bolt", "main_deck")
				end
				ctx:shuffle("main_deck")
			end,
		},
	},
}
