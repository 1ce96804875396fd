-- Ashen Penitent (invented): Destroyed: Fully heal Ashen Penitent, then destroy each of its
-- neighbors. It resolves while the penitent is still in play (KF-DESTROY-2): it has its
-- neighbours, healing it does not save it, and the neighbours it destroys are tagged and
-- resolve their own "Destroyed:" abilities before anything leaves play.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: heal itself, destroy its neighbours",
			resolve = function(ctx)
				ctx:heal(ctx.this, ctx.this:damage())
				ctx:destroy(ctx.this:neighbors())
			end,
		},
	},
}
