-- Fabled Sapphire Fatestone (the default face of Genbu, Black Tortoise): Immortality,
-- Spellshroud (printed only). [Guo Jia Bonus] When your recollection phase begins, each
-- player puts their deck's top card into their graveyard. [Guo Jia Bonus] Whenever
-- cards go from your deck into your graveyard, your champion gets a quest counter.
-- REST: you may remove nine quest counters from your champion; if you do, wake it up
-- and transform it.

local function guo_jia(ctx)
	return ctx:rule("lineage_bonus", "guo_jia")
end

return {
	triggers = {
		{
			on = "phase_began",
			label = "[Guo Jia Bonus] each player mills a card",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player() and guo_jia(ctx)
			end,
			resolve = function(ctx)
				for _, player in ipairs({ ctx.controller, ctx.opponent }) do
					local top = ctx:top(1, player)[1]
					if top then
						ctx:move(top, "graveyard")
					end
				end
			end,
		},
		{
			on = "moved",
			label = "[Guo Jia Bonus] a quest counter on your champion",
			applies = function(ctx, event)
				return event.from == "main_deck"
					and event.to == "graveyard"
					and event.object:owner() == ctx.controller
					and guo_jia(ctx)
			end,
			resolve = function(ctx)
				ctx:rule("quest_counter")
			end,
		},
	},
	activated = {
		transform = {
			resolve = function(ctx)
				ctx:rule("quest_transform", 9)
			end,
		},
	},
}
