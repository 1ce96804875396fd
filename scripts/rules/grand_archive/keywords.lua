-- Grand Archive rules (a module): keywords that are replacement effects or triggers.

local fosterable = require("champions").fosterable
local attackable = require("combat").attackable
local attacked_champion = require("combat").attacked_champion
local interceptable = require("combat").interceptable

return {

	-- Immortality (CR, Immortality 1): "this object can't be sent from the field to the
	-- graveyard": lethal damage doesn't make it die and nothing destroys it, sacrifice
	-- included (1.a-b). A replacement effect of every object with the keyword.
	keyword_replacements = {
		immortality = {
			replacements = {
				{
					on = "destroy",
					label = "immortality: it can't die or be destroyed",
					applies = function(ctx, change)
						return change.target == ctx.this
					end,
					instead = function()
						return {}
					end,
				},
				{
					on = "move",
					label = "immortality: it stays on the field",
					applies = function(ctx, change)
						return change.target == ctx.this
							and change.zone == "graveyard"
							and ctx.this:zone() == "field"
					end,
					instead = function()
						return {}
					end,
				},
			},
		},
	},

	-- Keywords that are triggered abilities: every object in play with one, printed or
	-- granted, has its `triggers` (as a card's; numbered after its card's own).
	keyword_triggers = {
		-- Foster (CR, Foster 1; Fostered 1-4): at the beginning of its controller's
		-- recollection phase, if the ally hasn't been dealt damage since the end of their
		-- previous turn, it becomes fostered (a status; its "status" event is On Foster).
		-- Checked as it triggers and again as it resolves; an ally becomes fostered once.
		foster = {
			triggers = {
				{
					on = "phase_began",
					label = "Foster",
					applies = function(ctx, event)
						return event.phase == "recollection"
							and ctx.this:controller():is_turn_player()
							and fosterable(ctx.this)
					end,
					resolve = function(ctx)
						if ctx.this:is_valid() and fosterable(ctx.this) then
							ctx:set_status(ctx.this, "fostered")
						end
					end,
				},
			},
		},
		-- Critical N (CR, Critical N 1-3): combat damage the unit would deal is doubled unless
		-- an opponent discards N cards. Our timing: the opponent decides as the damage step
		-- begins, for each attacking or retaliating unit with critical (N its stat
		-- `critical`, instances added up), before the last opportunity and the damage; the
		-- doubling lasts the combat and applies once (Critical 3).
		critical = {
			triggers = {
				{
					on = "phase_began",
					label = "Critical",
					applies = function(ctx, event)
						local combat = ctx:combat()
						if
							event.phase ~= "damage_step"
							or combat == nil
							or (ctx.this:stat("critical") or 0) <= 0
						then
							return false
						end
						if combat.attacker ~= nil and combat.attacker.id == ctx.this.id then
							return true
						end
						for _, r in ipairs(combat.retaliators) do
							if r.id == ctx.this.id then
								return true
							end
						end
						return false
					end,
					resolve = function(ctx)
						local n = ctx.this:stat("critical") or 0
						if n <= 0 or not ctx.this:is_valid() then
							return
						end
						local hand = ctx:look({ zone = "hand", controller = "opponent" })
						if #hand >= n then
							local discard = string.format("discard %d card(s)", n)
							local answer = ctx:choose({
								player = ctx.opponent,
								prompt = string.format(
									"discard %d card(s), or %s's combat damage is doubled (Critical %d)",
									n,
									ctx.this:name(),
									n
								),
								options = { discard, "let the damage double" },
								min = 1,
								max = 1,
							})[1]
							if answer == discard then
								local cards = ctx:choose({
									player = ctx.opponent,
									prompt = string.format("the %d card(s) to discard", n),
									objects = hand,
									min = n,
									max = n,
								})
								for _, card in ipairs(cards) do
									ctx:discard(card)
								end
								return
							end
						end
						ctx:double_combat_damage(ctx.this)
					end,
				},
			},
		},
		-- Preserve on an object (CR, Preserve 1): when it is destroyed, put it from the
		-- graveyard into its owner's material deck; the ruleset's redirect makes it Preserved
		-- (a status). On an action the ruleset's redirect does it all as it resolves.
		preserve = {
			triggers = {
				{
					on = "destroyed",
					own = true,
					label = "Preserve",
					resolve = function(ctx)
						if ctx.this:zone() == "graveyard" then
							ctx:move(ctx.this, "material_deck")
						end
					end,
				},
			},
		},
		-- Vigor (CR, Vigor 1-2): the unit wakes up at the beginning of its controller's end
		-- phase. A triggered ability, so "gains vigor until end of turn" still wakes it:
		-- the end phase's beginning comes before the turn's effects end.
		vigor = {
			triggers = {
				{
					on = "phase_began",
					label = "Vigor",
					applies = function(ctx, event)
						return event.phase == "end" and ctx.this:controller():is_turn_player()
					end,
					resolve = function(ctx)
						if ctx.this:is_valid() and ctx.this:is_rested() then
							ctx:wake(ctx.this)
						end
					end,
				},
			},
		},
		-- Intercept (CR, Intercept 1): when an attack names your champion while this ally
		-- is awake, you may move that attack onto this ally. It triggers on the attacking
		-- unit's declaration (not its weapon's or attack card's, so once an attack) while
		-- the ally is awake and the attack can be intercepted; several interceptors all
		-- trigger (Intercept 3: redundant).
		intercept = {
			triggers = {
				{
					on = "attack",
					label = "Intercept",
					applies = function(ctx, event)
						local ally, combat = ctx.this, ctx:combat()
						if ally:is_rested() or combat == nil or combat.attacker == nil then
							return false
						end
						return event.object.id == combat.attacker.id
							and attacked_champion(combat, ally) ~= nil
							and interceptable(combat)
					end,
					-- Its controller may redirect the attack from the champion to the ally, if
					-- the champion is still a target and the ally a valid one (on the field,
					-- visible to the attack: Intercept 1.a). Awake is the trigger's condition,
					-- not the resolution's (our reading: the CR says it of the attack only).
					-- Obedience (Intercept 2) is not modelled: every ally obeys its controller.
					resolve = function(ctx)
						local ally, combat = ctx.this, ctx:combat()
						if combat == nil or combat.attacker == nil or not ally:is_valid() then
							return
						end
						local champion = attacked_champion(combat, ally)
						if champion == nil or not attackable(combat.attacker, combat.weapons, ally) then
							return
						end
						local chosen = ctx:choose({
							prompt = "redirect the attack on "
								.. champion:name()
								.. " to "
								.. ally:name()
								.. " (Intercept)",
							objects = { ally },
							min = 0,
							max = 1,
						})
						if #chosen == 1 then
							ctx:redirect_attack(champion, ally)
						end
					end,
				},
			},
		},
	},
}
